/**
 * A game's view as a schema (Game.viewSchema): openapi.yaml documents `view` from it, and the
 * contract test parses every view its playouts produce with it. `describesView<View>()(schema)`
 * adds a compile-time check: every value of the view's type must be one the schema accepts
 * (the schema's fields may be wider, e.g. `number` for a literal union; the view's arrays may be
 * read-only). A field the view has and the schema lacks is caught at run time by strict objects.
 */
import type { output, ZodMiniType } from 'zod/mini';

type DeepReadonly<T> = T extends (infer E)[] ? readonly DeepReadonly<E>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

export function describesView<View>() {
  return <S extends ZodMiniType>(schema: S & (View extends DeepReadonly<output<S>> ? unknown : { readonly viewDoesNotFitItsSchema: never })): S => schema;
}
