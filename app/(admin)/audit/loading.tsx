import { PageSkeleton } from "@/components/states/skeletons";

export default function Loading() {
  return <PageSkeleton rows={12} columns={7} />;
}
