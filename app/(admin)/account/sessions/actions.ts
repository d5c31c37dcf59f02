"use server";

import { endOtherSessionsOperation, endSessionOperation } from "@/lib/operations/sessions";
import { operationAction } from "@/lib/pipeline/actions";

export const endSession = operationAction(endSessionOperation);
export const endOtherSessions = operationAction(endOtherSessionsOperation);
