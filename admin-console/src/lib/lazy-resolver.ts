import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose module (a zod schema, and zod with it) loads on the first check rather
 * than with the page: evaluating zod is one of the longest tasks of a phone's boot, and no
 * form is checked before someone has typed.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    return (await loading)(values, context, options);
  };
}
