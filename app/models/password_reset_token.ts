import { PasswordResetTokenSchema } from '#database/schema'

export default class PasswordResetToken extends PasswordResetTokenSchema {}
