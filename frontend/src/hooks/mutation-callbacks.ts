/**
 * What a feature passes to a mutation hook; the hook invalidates first, then calls these. A promise from onSuccess
 * keeps the mutation pending until it settles, for work that belongs to the same step (feedback recorded with a save).
 */
export interface MutationCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => void;
}
