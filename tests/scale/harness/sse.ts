/** Reads a server-sent event stream until `predicate` holds on the text so far, or the deadline. */
export async function readStreamUntil(response: Response, predicate: (text: string) => boolean, timeoutMs: number) {
  const reader = response.body?.getReader();
  if (!reader) throw new Error("no stream body");
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + timeoutMs;
  try {
    while (!predicate(text)) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      const next = await Promise.race([
        reader.read(),
        new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), left)),
      ]);
      if (next === "timeout" || next.done) break;
      text += decoder.decode(next.value, { stream: true });
    }
    return text;
  } finally {
    await reader.cancel().catch(() => {});
  }
}
