// Emmett-style specs for the pure domain (DESIGN §8, §9):
//   spec(Aggregate, decide).given([...events]).when(command).then([...events])
//   spec(Aggregate, decide).given([...events]).when(command).thenThrows(statusCode, message)
// The state is folded from the given events with the aggregate's own evolve, so a spec never builds
// state by hand and always exercises evolve and decide together.
import { expect } from 'vitest';
import { DomainError } from '../../domain/shared/errors';

export interface Aggregate<S, E> {
  initialState(): S;
  evolve(state: S, event: E): S;
}

export type Decide<C, S, E> = (command: C, state: S) => E[];

export interface Then<E> {
  /** The command is accepted and gives exactly these events (`[]`: accepted, nothing changes). */
  then(expected: E[]): void;
  /** The command is refused with a DomainError of this status and message. */
  thenThrows(statusCode: number, message: string): void;
}

export interface Spec<C, S, E> {
  given(events: E[]): { when(command: C): Then<E> };
}

export function spec<C, S, E>(aggregate: Aggregate<S, E>, decide: Decide<C, S, E>): Spec<C, S, E> {
  return {
    given(events) {
      return {
        when(command) {
          const run = () =>
            decide(
              command,
              events.reduce((state, event) => aggregate.evolve(state, event), aggregate.initialState()),
            );
          return {
            then(expected) {
              expect(run()).toEqual(expected);
            },
            thenThrows(statusCode, message) {
              let error: unknown;
              try {
                const events = run();
                expect.fail(`expected ${statusCode} '${message}', got events ${JSON.stringify(events)}`);
              } catch (thrown) {
                if (!(thrown instanceof DomainError)) throw thrown;
                error = thrown;
              }
              const { statusCode: actualStatus, message: actualMessage } = error as DomainError;
              expect({ statusCode: actualStatus, message: actualMessage }).toEqual({ statusCode, message });
            },
          };
        },
      };
    },
  };
}
