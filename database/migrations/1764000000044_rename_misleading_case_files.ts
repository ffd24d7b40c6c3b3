import { BaseSchema } from '@adonisjs/lucid/schema'
import { renameMisleadingCaseFiles } from '#services/case_file_uploads'

/**
 * Case files kept before issue 27 may carry names that read as something else: bidirectional
 * overrides or zero-width characters ("rtl-\u202Efdp.exe", shown as "rtl-exe.pdf"), or an
 * extension other than the type found in their content. They are given the names an upload
 * gives them now, each rename logged on the file (docs/decisions.md, "File names, amounts,
 * addresses and reads").
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (client) => {
      await renameMisleadingCaseFiles(client)
    })
  }

  /** The old names are in the activity log; they are not given back. */
  async down() {}
}
