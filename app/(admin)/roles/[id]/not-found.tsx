import { RecordNotFound } from "@/components/states/record-not-found";

export default function NotFound() {
  return <RecordNotFound kind="roles" />;
}
