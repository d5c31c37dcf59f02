import { PageSkeleton } from "@/components/states/skeletons";

export default function Loading() {
  return <PageSkeleton rows={4} columns={5} />;
}
