// The client tsconfig checks these specs; this brings in the `assert` test-context augmentation.
import '@japa/assert'
