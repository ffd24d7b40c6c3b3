import { TaskSchema } from '#database/schema'

/**
 * A task on a case (PRODUCT.md "Tasks"). Its center is its case's, copied when it is created
 * (app/resources/case_tasks.ts decidedInside); its status moves by app/workflows/task_workflow.ts.
 */
export default class Task extends TaskSchema {}
