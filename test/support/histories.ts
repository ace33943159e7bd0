// Workflow histories as Temporal's JSON (what `temporal workflow show --output json` and the SDK's historyToJSON
// write), for the replay test and its recorder. The SDK's own historyToJSON / historyFromJSON fail in this install
// ('type must be a Type'): npm nests a copy of protobufjs 8 under @temporalio/common, proto and worker each (the top
// level holds the 7 other packages ask for), and protobufjs' JSON codec refuses a message type made by another copy.
// So the codec here is the one of the copy @temporalio/proto's types were made with, whichever that is.
import { createRequire } from 'node:module';
import type * as Proto from '@temporalio/proto';

type IHistory = Proto.temporal.api.history.v1.IHistory;
type History = Proto.temporal.api.history.v1.History;
/** A protobufjs Type of @temporalio/proto's copy. */
type MessageType = { readonly name: string };

// Through require: patchProtobufRoot takes the package's CommonJS root, not an ES module namespace.
const require = createRequire(import.meta.url);
const proto = require('@temporalio/proto') as typeof Proto;
const { patchProtobufRoot } = require('@temporalio/proto/lib/patch-protobuf-root') as {
  patchProtobufRoot(root: object): { lookupType(name: string): MessageType };
};
const codec = createRequire(require.resolve('@temporalio/proto'))('protobufjs/ext/protojson') as {
  fromJson(type: MessageType, json: unknown): unknown;
  toJson(type: MessageType, message: object): unknown;
};
const historyType = patchProtobufRoot(proto).lookupType('temporal.api.history.v1.History');

export function historyToJson(history: IHistory): string {
  return JSON.stringify(codec.toJson(historyType, proto.temporal.api.history.v1.History.fromObject(history)), null, 2);
}

/** A History as Worker.runReplayHistories takes it (its own reading of JSON goes through the failing codec). */
export function historyFromJson(json: unknown): History {
  return codec.fromJson(historyType, json) as History;
}
