import { describe, expect, it } from "vitest";
import { receiverUrlProblem } from "./url-rule";

describe("receiverUrlProblem", () => {
  it.each([
    ["https://hooks.example.com/x", "sandbox", undefined],
    ["https://hooks.example.com/x", "production", undefined],
    ["http://hooks.example.com/x", "sandbox", "https"],
    ["http://127.0.0.1:3000/api/webhooks/receive", "sandbox", undefined],
    ["http://localhost:3000/r", "sandbox", undefined],
    ["http://[::1]:3000/r", "sandbox", undefined],
    ["http://127.0.0.1:3000/r", "production", "loopbackProduction"],
    ["https://localhost/r", "production", "loopbackProduction"],
    ["ftp://hooks.example.com/x", "sandbox", "https"],
    ["not a url", "sandbox", "invalid"],
    ["https://user:pw@hooks.example.com/", "sandbox", "invalid"],
  ] as const)("%s against %s → %s", (url, env, expected) => {
    expect(receiverUrlProblem(url, env)).toBe(expected);
  });
});
