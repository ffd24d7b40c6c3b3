import type { HttpContext } from '@adonisjs/core/http'
import { imageFilePath, isImageKey, type ImageFolder } from '#services/images'

/**
 * Serves stored images. Only keys of the stored form are served (no path can leave its
 * folder), with the type fixed by the extension, which was set from the file's content when it
 * was stored. Pictures need a signed-in user (the route says so); logos are public.
 */
export default class MediaController {
  async show({ params, response, route }: HttpContext) {
    const folder: ImageFolder = route?.name === 'media.logo' ? 'logos' : 'pictures'
    const key = `${folder}/${params.file}`
    if (!isImageKey(key, folder)) return response.notFound('Not found')
    response.header(
      'Cache-Control',
      `${folder === 'logos' ? 'public' : 'private'}, max-age=86400, immutable`
    )
    response.type(key.endsWith('.png') ? 'image/png' : 'image/jpeg')
    return response.download(imageFilePath(key))
  }
}
