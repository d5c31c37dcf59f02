"use server";

import { revalidatePath } from "next/cache";
import { createUserOperation } from "@/lib/operations/users";
import { operationAction } from "@/lib/pipeline/actions";

export type { CreatedUser } from "@/lib/operations/users";

export const createUserAction = operationAction(createUserOperation, { onDone: () => revalidatePath("/users") });
