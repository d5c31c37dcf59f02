"use client";

/** Same error states as the rest of the back office. */
export { default } from "../(admin)/error";
