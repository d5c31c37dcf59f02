import { PageSkeleton } from "@/components/states/skeletons";

/**
 * Shown inside the shell while the overview's server components load. It sits in the overview's
 * own group, not at (admin)'s level, where it would stand above the record pages too (see the
 * layout).
 */
export default function Loading() {
  return <PageSkeleton />;
}
