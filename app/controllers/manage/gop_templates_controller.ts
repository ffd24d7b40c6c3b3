import { resourceController } from '#controllers/resource_controller'
import { gopTemplatesResource } from '#resources/gop_templates'

export default class GopTemplatesController extends resourceController(gopTemplatesResource) {}
