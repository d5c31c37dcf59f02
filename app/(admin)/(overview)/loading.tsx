import { PageSkeleton } from "@/components/states/skeletons";

/** Shown inside the shell while a screen's server components load; screens may add their own, shaped like their content. */
export default function Loading() {
  return <PageSkeleton />;
}
