// Temporal's time-skipping test server for workflow tests, started here rather than by @temporalio/testing: the SDK's
// core gives the server it starts 5 s to answer (a constant), and on two loaded cores the JVM took 5-8 s to listen
// (CI failed with 'ephemeral server ... did not start within 5s'). Here it has a minute; the environment then
// connects to it with time skipping, as createTimeSkipping does once its server answers.
import { spawn } from 'node:child_process';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { inject } from 'vitest';
import { freePort } from '../../runtime/free-port';
import { accepts } from '../../runtime/server-process';
import { javaTestServerExecutable } from '../../workflows/runtime/java-test-server';

const START_TIMEOUT_MS = 60_000;

/** The SDK's own constructor path (private in its types): what createTimeSkipping calls after starting a server. */
type Create = { create(options: object): Promise<TestWorkflowEnvironment> };

/** A time-skipping environment on a test server of its own; its teardown stops the server too. */
export async function timeSkippingEnvironment(): Promise<TestWorkflowEnvironment> {
  const executable = await javaTestServerExecutable(inject('temporalDataDir'), () => undefined);
  const port = await freePort();
  const server = spawn(executable, [String(port)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => (errors = `${errors}${chunk.toString()}`.slice(-4000)));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await accepts(port))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`the time-skipping test server did not listen on ${port}: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const env = await (TestWorkflowEnvironment as unknown as Create).create({
    server: { type: 'existing' },
    address: `127.0.0.1:${port}`,
    supportsTimeSkipping: true,
  });
  const teardown = env.teardown.bind(env);
  env.teardown = async () => {
    await teardown();
    server.kill('SIGKILL');
  };
  return env;
}
