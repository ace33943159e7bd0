// The simulated Google in a process of its own (startGooglePlatformProcess), so that what it spends answering is not
// counted against the product it answers: its options as its one argument; it prints where it listens and its CM360
// grant as one JSON line, then 'ready'.
import { startSimulatedGoogle, type SimulatedGoogleOptions } from '../../platforms/google/simulated';
import { CLIENT } from './google-platform';

const sim = await startSimulatedGoogle(CLIENT, JSON.parse(process.argv[2]!) as SimulatedGoogleOptions);
process.stdout.write(`${JSON.stringify({ url: sim.url, cm360Credentials: sim.cm360Credentials })}\nready\n`);
process.once('SIGTERM', () => void sim.close().then(() => process.exit(0)));
