/** GET a dashboard route handler; a non-2xx becomes an error carrying the status (no retry on 4xx). */
export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { accept: "application/json" }, cache: "no-store" });
  if (response.status === 401) {
    const body = (await response.json().catch(() => null)) as { error?: { loginUrl?: string } } | null;
    if (body?.error?.loginUrl) window.location.assign(body.error.loginUrl);
  }
  if (!response.ok)
    throw Object.assign(new Error(`Request failed with status ${response.status}`), { status: response.status });
  return (await response.json()) as T;
}
