import { PageSkeleton } from "@/components/states/skeletons";

export default function Loading() {
  return <PageSkeleton rows={10} columns={7} />;
}
