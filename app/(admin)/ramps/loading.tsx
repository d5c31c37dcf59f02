import { PageSkeleton } from "@/components/states/skeletons";

export default function Loading() {
  return <PageSkeleton rows={8} columns={6} />;
}
