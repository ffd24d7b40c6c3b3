import type { HttpContext } from '@adonisjs/core/http'
import { PICTURE_KEY, pictureFilePath } from '#services/pictures'

/**
 * Serves stored profile pictures to signed-in users. Only keys of the stored form are served
 * (no path can leave the pictures folder), with the type fixed by the extension, which was set
 * from the file's content when it was stored.
 */
export default class MediaController {
  async picture({ params, response }: HttpContext) {
    const key = `pictures/${params.file}`
    if (!PICTURE_KEY.test(key)) return response.notFound('Not found')
    response.header('Cache-Control', 'private, max-age=86400, immutable')
    response.type(key.endsWith('.png') ? 'image/png' : 'image/jpeg')
    return response.download(pictureFilePath(key))
  }
}
