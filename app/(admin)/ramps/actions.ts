"use server";

import { simulateCashInOperation } from "@/lib/operations/ramps";
import { operationAction } from "@/lib/pipeline/actions";

export const simulateCashIn = operationAction(simulateCashInOperation);
