import { MemberSchema } from '#database/schema'

export default class Member extends MemberSchema {}
