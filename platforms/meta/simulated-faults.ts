// Meta's errors, injected on demand into the simulated Graph API (`POST /__simulated/errors`, simulator only), in the
// shapes Meta sends them: the error object with code, error_subcode, error_user_title and error_user_msg, mostly over
// HTTP 400, with the usage headers that say when access comes back.

export interface InjectedFault {
  /** The Graph path after the version (`act_1/ads`, `120210000000001`); a trailing `*` matches any path so begun. */
  path: string;
  code: number;
  subcode?: number;
  /** How many requests answer with it (1 by default). */
  times?: number;
  /** The HTTP status (400 by default, as Meta sends most errors; 500 for code 1 and 2). */
  status?: number;
  message?: string;
  userMessage?: string;
  /** X-Business-Use-Case-Usage's estimated_time_to_regain_access, in minutes (throttling codes). */
  regainAccessMinutes?: number;
}

/** Meta's words for the errors the adapter maps (code/subcode). */
const KNOWN: Record<string, { message: string; title?: string; userMessage?: string; status?: number }> = {
  '17/2446079': {
    message: 'User request limit reached',
    title: 'Ad Account Has Too Many API Calls',
    userMessage: 'There have been too many calls from this ad account. Please wait a bit and try again.',
  },
  '613/1487742': {
    message: 'Calls to this api have exceeded the rate limit.',
    title: 'Too Many Calls',
    userMessage: 'There have been too many calls from this ad-account. Please wait a bit and try again.',
  },
  '190/459': { message: 'Error validating access token: The user is enrolled in a blocking, logged-in checkpoint' },
  '190/460': {
    message:
      'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
  },
  '190/463': { message: 'Error validating access token: Session has expired.' },
  '190/467': { message: 'Error validating access token: The access token is invalid.' },
  '100': {
    message: 'Invalid parameter',
    title: 'Invalid Parameter',
    userMessage: 'One of the parameters of the request is invalid.',
  },
  '2': { message: 'An unexpected error has occurred. Please retry your request later.', status: 500 },
};

export class FaultInjector {
  private faults: (InjectedFault & { left: number })[] = [];

  add(fault: InjectedFault) {
    this.faults.push({ ...fault, left: fault.times ?? 1 });
  }

  clear() {
    this.faults = [];
  }

  /** The fault this request meets, counted down; undefined when none. */
  take(graphPath: string): InjectedFault | undefined {
    const fault = this.faults.find((f) =>
      f.path.endsWith('*') ? graphPath.startsWith(f.path.slice(0, -1)) : graphPath === f.path,
    );
    if (!fault) return undefined;
    fault.left -= 1;
    if (fault.left <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }
}

let trace = 0;
const fbtraceId = () => `Sim${(++trace).toString(36).padStart(8, '0')}`;

/** Meta's error body and HTTP status for a fault. */
export function faultAnswer(fault: InjectedFault) {
  const known = KNOWN[fault.subcode === undefined ? String(fault.code) : `${fault.code}/${fault.subcode}`];
  return {
    status: fault.status ?? known?.status ?? 400,
    body: {
      error: {
        message: fault.message ?? known?.message ?? `Simulated error ${fault.code}`,
        type: 'OAuthException',
        code: fault.code,
        ...(fault.subcode === undefined ? {} : { error_subcode: fault.subcode }),
        is_transient: fault.code === 2,
        ...(known?.title ? { error_user_title: known.title } : {}),
        ...((fault.userMessage ?? known?.userMessage)
          ? { error_user_msg: fault.userMessage ?? known?.userMessage }
          : {}),
        fbtrace_id: fbtraceId(),
      },
    },
  };
}

/** The usage headers Meta sends on ads management calls: the account's share of its limit, and when a throttled
 * account may call again. */
export function usageHeaders(accountId: string, callCount: number, regainAccessMinutes = 0): Record<string, string> {
  const pct = Math.min(100, callCount);
  return {
    'x-business-use-case-usage': JSON.stringify({
      [accountId]: [
        {
          type: 'ads_management',
          call_count: pct,
          total_cputime: Math.ceil(pct / 2),
          total_time: Math.ceil(pct / 2),
          estimated_time_to_regain_access: regainAccessMinutes,
        },
      ],
    }),
    'x-ad-account-usage': JSON.stringify({
      acc_id_util_pct: pct,
      reset_time_duration: regainAccessMinutes * 60,
      ads_api_access_tier: 'development_access',
    }),
  };
}

/** A Graph API error the simulator itself raises (a bad parameter, an unknown object), as Meta words it. */
export class GraphError extends Error {
  constructor(readonly fault: InjectedFault) {
    super(fault.message);
  }

  static invalid(userMessage: string, subcode?: number) {
    return new GraphError({ path: '', code: 100, subcode, userMessage });
  }

  static unknownObject(id: string) {
    return new GraphError({
      path: '',
      code: 100,
      subcode: 33,
      message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    });
  }
}
