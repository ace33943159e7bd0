// The wizard's brief and its moves (spec 1 §2.5, §4): the brief as edited, the step shown, and every move
// saved behind the overlay — the first move off Details creates the concept (POST), later moves and Save
// Draft PATCH it as a draft at its step, Finish & Send submits it. Each save first makes the brief's temporary
// uploads library assets (briefUploads.ts). The continue rules are the server's own
// (domain/concept/brief-rules.ts); a server refusal is kept and shown on the step it names.
import { useCallback, useState } from 'react';
import { BRIEF_STEPS, type Brief, type BriefStep } from '../../../../domain/concept/brief';
import { stepErrors, type FieldError, type StepFailure } from '../../../../domain/concept/brief-rules';
import { lockedMarkets, type BriefContext } from '../../../../domain/concept/details-rules';
import { useNotifyError } from '../../common/notifications';
import {
  createBriefConcept,
  refreshConcepts,
  refusedSteps,
  saveBriefConcept,
  type BriefConcept,
  type BriefStatus,
} from './briefCalls';
import { withLibraryAssets } from './briefUploads';
import { useMergedUploads, withMergedAssets } from './useMergedUploads';
import { useNameCheck } from './useNameCheck';

export interface BriefWizardStart {
  /** The saved concept, or null for a new brief. */
  concept: BriefConcept | null;
  brief: Brief;
  /** The partner whose concept this is; top admins name it in the calls. */
  partnerId: string;
  namePartner: boolean;
  allowedNodeIds: BriefContext['allowedNodeIds'];
  /** The concept a new brief became: the URL then names it. */
  onCreated(conceptId: string): void;
}

export function useBriefWizard(start: BriefWizardStart) {
  const notifyError = useNotifyError();
  const [saved, setSaved] = useState<BriefConcept | null>(start.concept);
  const [brief, setBrief] = useState<Brief>(start.brief);
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<StepFailure[]>([]);
  const [submitted, setSubmitted] = useState(false);
  /** Steps the user has changed: their fields show what fails; untouched ones say it only in the disabled Next. */
  const [touched, setTouched] = useState<ReadonlySet<BriefStep>>(new Set());
  const step = brief.meta.currentStep;
  const readOnly = saved !== null && saved.status !== 'draft';
  const partnerParam = start.namePartner ? start.partnerId : null;

  const relink = useCallback(
    (merged: ReadonlyMap<string, string>) => setBrief((current) => withMergedAssets(current, merged)),
    [],
  );
  useMergedUploads(brief.assets, relink);

  const nameCheck = useNameCheck(brief.intro.name, partnerParam, saved?.id ?? null);
  const context: BriefContext = {
    allowedNodeIds: start.allowedNodeIds,
    isNameTaken: nameCheck.isNameTaken,
    ownName: saved?.name ?? null,
    lockedMarkets: lockedMarkets(saved?.brief ?? null),
  };

  const errorsOf = (of: BriefStep): FieldError[] => stepErrors(brief, of, context);
  /** Why the step cannot continue: its first rule that fails, or the name check still running. */
  const blockedBy = (of: BriefStep): string | null =>
    errorsOf(of)[0]?.message ?? (of === 'INTRO' ? nameCheck.pending : null);
  /** A step may be reached when every step before it holds. */
  const reachable = (target: BriefStep): boolean =>
    readOnly || BRIEF_STEPS.slice(0, BRIEF_STEPS.indexOf(target)).every((before) => blockedBy(before) === null);

  const edit = (change: (current: Brief) => Brief) => {
    setTouched((before) => new Set(before).add(step));
    setBrief((current) => change(current));
  };
  /** The message to show beside a field (or any field under it): once its step was touched or refused. */
  const shownError = (field: string): string | null => {
    const shown = touched.has(step) || refused.some((failure) => failure.step === step);
    const error = errorsOf(step).find((e) => e.field === field || e.field.startsWith(`${field}.`));
    return shown && error ? error.message : null;
  };

  /** Saves the brief at `at` (created on the first save); answers whether the server took it. */
  async function save(at: BriefStep, status: BriefStatus): Promise<boolean> {
    setSaving(true);
    try {
      // Its temporary files become library assets first: they are gone from the temporary store once they are.
      const held = await withLibraryAssets(brief, start.partnerId);
      if (held !== brief) setBrief(held);
      const next: Brief = { ...held, meta: { ...held.meta, currentStep: at } };
      const answer =
        saved === null ? await createBriefConcept(next, partnerParam) : await saveBriefConcept(saved.id, next, status);
      if (saved === null) start.onCreated(answer.id);
      setSaved(answer);
      setBrief(next);
      setRefused([]);
      refreshConcepts();
      return true;
    } catch (error) {
      const steps = refusedSteps(error);
      setRefused(steps);
      // Show the first step the server named; anything else is toasted as the server said it.
      if (steps[0]) setBrief((current) => ({ ...current, meta: { ...current.meta, currentStep: steps[0]!.step } }));
      else notifyError(error as Error);
      return false;
    } finally {
      setSaving(false);
    }
  }

  /** Moves to a step, saving the brief on the way; a submitted brief is only looked at. */
  async function goTo(target: BriefStep): Promise<void> {
    if (target === step || !reachable(target)) return;
    if (readOnly) return setBrief((current) => ({ ...current, meta: { ...current.meta, currentStep: target } }));
    await save(target, 'draft');
  }

  const saveDraft = () => save(step, 'draft');

  async function submit(): Promise<void> {
    if (await save(step, 'storyboardsProgress')) setSubmitted(true);
  }

  return {
    brief,
    step,
    saved,
    saving,
    readOnly,
    submitted,
    refused,
    context,
    errorsOf,
    shownError,
    blockedBy,
    reachable,
    edit,
    goTo,
    saveDraft,
    submit,
  };
}

export type BriefWizardState = ReturnType<typeof useBriefWizard>;
