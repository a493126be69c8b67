/**
 * The publish action's handler (SPEC §4, §7): POST /website/publish, the server's answer as the new
 * state, or its refusal for the toggle's dialog. Loaded on demand by the toggle (publishers only: the
 * JSON-RPC client stays out of visitors' pages); importing it registers it with the navbar.
 */
import { rpc, RpcError } from '../json-rpc';
import { navbarActions, PUBLISH_ACTION, type PublishDetail, type PublishOutcome } from '../navbar-actions';

navbarActions.register<PublishDetail, PublishOutcome>(PUBLISH_ACTION, async ({ model, id }) => {
  try {
    return { published: await rpc<boolean>('/website/publish', { id, object: model }) };
  } catch (error) {
    return {
      failure: {
        title: error instanceof RpcError ? error.name : 'Error',
        message: error instanceof Error ? error.message : String(error),
      },
    };
  }
});
