import { UserSchema } from '#database/schema'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'

export default class User extends compose(UserSchema, withAuthFinder(hash)) {
}