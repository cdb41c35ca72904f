import type { SimEnvironment } from './environment';

/** A model's state in one environment, made on first use (each reader's environment has its own). */
export function modelState<T>(init: () => T): (env: SimEnvironment) => T {
  const states = new WeakMap<SimEnvironment, T>();
  return (env) => {
    let state = states.get(env);
    if (state === undefined) states.set(env, (state = init()));
    return state;
  };
}
