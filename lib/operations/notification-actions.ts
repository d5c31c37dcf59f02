"use server";

import { operationAction } from "@/lib/pipeline/actions";
import { markNotificationsReadOperation } from "./notifications";

/** The bell's "mark as read" / "mark all as read" (the shell is not under one screen's app/ folder). */
export const markNotificationsRead = operationAction(markNotificationsReadOperation);
