import { DetailSkeleton } from "@/components/states/skeletons";

export default function Loading() {
  return <DetailSkeleton fields={10} />;
}
