/**
 * What a public route's first screen needs from the API, so the server can render it with its data.
 * Each page folder that loads data exports one (pages/<page>/first-screen.ts); keep it free of
 * heavy imports: the route table imports it eagerly.
 */
export interface FirstScreenArgs {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** API paths (as passed to apiFetch, without `/api`) that the page's hooks request on their first render. */
export type FirstScreen = (args: FirstScreenArgs) => string[];
