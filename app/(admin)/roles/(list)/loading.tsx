import { PageSkeleton } from "@/components/states/skeletons";

export default function Loading() {
  return <PageSkeleton rows={6} columns={4} />;
}
