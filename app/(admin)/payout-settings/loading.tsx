import { PageSkeleton } from "@/components/states/skeletons";

/** Shown inside the shell while the screen's server components load. */
export default function Loading() {
  return <PageSkeleton />;
}
