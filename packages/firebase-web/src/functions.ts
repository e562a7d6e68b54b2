import type {
  CallableInput,
  CallableName,
  CallableResult,
  Callables,
} from '@swagdrop/model/callables';
import { lazyClient } from './app';

/** A callable as the browser knows it: its name, and the types of its request and answer. */
export interface CallableRef<Input, Result> {
  readonly name: string;
  /** Never set: carry the types only. */
  readonly input?: Input;
  readonly result?: Result;
}

type CallableRefs = {
  readonly [N in CallableName]: CallableRef<
    CallableInput<Callables[N]>,
    CallableResult<Callables[N]>
  >;
};

/**
 * The callables of the contract (packages/model/src/callables.ts) by name, for `callFunction`.
 * The browser needs only the names: the request schemas (and zod with them) stay out of the
 * apps' bundles, and each function parses its request itself. A name is the property read,
 * which the type limits to the contract's names.
 */
export const CALLABLES = new Proxy<CallableRefs>({} as CallableRefs, {
  get: (_refs, name) => (typeof name === 'string' ? { name } : undefined),
});

const getFunctionsClient = lazyClient(
  () =>
    import('firebase/functions').then(({ getFunctions, connectFunctionsEmulator }) => ({
      getFunctions,
      connectFunctionsEmulator,
    })),
  ({ getFunctions, connectFunctionsEmulator }, app, config) => {
    const functions = getFunctions(app, 'us-central1');
    if (config.emulators) {
      const { host, port } = config.emulators.functions;
      connectFunctionsEmulator(functions, host, port);
    }
    return functions;
  },
);

/**
 * Calls a callable of the contract: `callFunction(CALLABLES.submitClaim, input)`. A failure is
 * turned into the user's text by `callableErrorMessage` (./callable-errors.ts).
 */
export async function callFunction<Input, Result>(
  callable: CallableRef<Input, Result>,
  data: NoInfer<Input>,
): Promise<Result> {
  const functions = await getFunctionsClient();
  const { httpsCallable } = await import('firebase/functions');
  const result = await httpsCallable<Input, Result>(functions, callable.name)(data);
  return result.data;
}
