// What a render call did, for its toast: how many formats it queued, found pictured already, or left out unfilled.
import type { RenderRequestAnswer } from '../../../domain/screenshot/answers';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function renderAnswerText({ queued, alreadyRendered, unfilled }: RenderRequestAnswer): string {
  const parts = [
    queued > 0 ? `${plural(queued, 'screenshot')} queued` : 'Nothing to render',
    alreadyRendered > 0 ? `${alreadyRendered} already rendered` : null,
    unfilled > 0 ? `${plural(unfilled, 'format')} left out: fill out all required fields first` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}
