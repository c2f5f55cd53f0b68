//! The diagnostic codes of semantic analysis (E03xx names and declarations, E04xx expressions
//! and types, E05xx statements, templates and CUDA) and of the codegen context (E06xx).

use crate::diag::DiagCode;

macro_rules! codes {
    ($($(#[$m:meta])* $id:ident = $code:literal, $name:literal;)*) => {
        $($(#[$m])* pub const $id: DiagCode = DiagCode { code: $code, name: $name };)*
        /// Every code of this phase, for uniqueness tests.
        pub const ALL: &[DiagCode] = &[$($id),*];
    };
}

codes! {
    // Names and declarations.
    UNDECLARED = "E0301", "undeclared-identifier";
    REDEFINITION = "E0302", "redefinition";
    NOT_A_TYPE = "E0303", "not-a-type";
    CONFLICTING_DECL = "E0304", "conflicting-declaration";
    INCOMPLETE_TYPE = "E0305", "incomplete-type";
    VOID_VARIABLE = "E0306", "void-variable";
    NO_MEMBER = "E0307", "no-such-member";
    NOT_A_NAMESPACE = "E0308", "not-a-namespace";
    BAD_ARRAY_SIZE = "E0309", "bad-array-size";
    BAD_DECLARATOR = "E0310", "invalid-declaration";
    MISSING_INITIALIZER = "E0311", "missing-initializer";
    BAD_ENUM = "E0312", "invalid-enumerator";
    STATIC_ASSERT_FAILED = "E0313", "static-assert-failed";
    NOT_CONSTANT = "E0314", "not-a-constant-expression";
    CONST_OVERFLOW = "E0315", "constant-overflow";
    DIV_BY_ZERO = "E0316", "division-by-zero";
    UNSUPPORTED = "E0317", "unsupported-feature";
    // Expressions and types.
    TYPE_MISMATCH = "E0401", "type-mismatch";
    BAD_OPERANDS = "E0402", "invalid-operands";
    NOT_ASSIGNABLE = "E0403", "not-assignable";
    CONST_ASSIGN = "E0404", "assignment-to-const";
    NOT_CALLABLE = "E0405", "not-callable";
    ARG_COUNT = "E0406", "wrong-argument-count";
    NO_MATCHING_CALL = "E0407", "no-matching-function";
    AMBIGUOUS_CALL = "E0408", "ambiguous-call";
    BAD_CAST = "E0409", "invalid-cast";
    NOT_LVALUE = "E0410", "not-an-lvalue";
    BAD_MEMBER_ACCESS = "E0411", "invalid-member-access";
    BAD_SUBSCRIPT = "E0412", "invalid-subscript";
    BAD_INIT = "E0413", "invalid-initializer";
    TOO_MANY_INITS = "E0414", "too-many-initializers";
    NARROWING = "E0415", "narrowing-conversion";
    THIS_OUTSIDE_METHOD = "E0416", "this-outside-member-function";
    BAD_SIZEOF = "E0417", "invalid-sizeof";
    BAD_REF_BIND = "E0418", "invalid-reference-binding";
    // Classes (`classes.rs`).
    DELETED_FUNCTION = "E0430", "use-of-deleted-function";
    INACCESSIBLE = "E0431", "inaccessible-member";
    INVALID_CTOR = "E0432", "invalid-constructor";
    BIT_FIELD_ADDRESS = "E0433", "bit-field-address";
    WRITABLE_STRING = "E0434", "writable-strings";
    // Statements.
    BREAK_OUTSIDE = "E0501", "break-outside-loop";
    CONTINUE_OUTSIDE = "E0502", "continue-outside-loop";
    BAD_LOOP_PRAGMA_COUNT = "E0590", "bad-loop-pragma-count";
    CASE_OUTSIDE = "E0503", "case-outside-switch";
    DUPLICATE_CASE = "E0504", "duplicate-case";
    DUPLICATE_LABEL = "E0508", "duplicate-label";
    UNDECLARED_LABEL = "E0509", "undeclared-label";
    RETURN_MISMATCH = "E0505", "return-type-mismatch";
    BAD_CONDITION = "E0507", "invalid-condition";
    // Inline assembly (`inline_asm.rs`).
    BAD_ASM_CONSTRAINT = "E0510", "invalid-asm-constraint";
    BAD_ASM_OPERAND = "E0511", "invalid-asm-operand";
    BAD_ASM_TEMPLATE = "E0512", "invalid-asm-template";
    BAD_ASM_CLOBBER = "E0513", "unknown-asm-clobber";
    BAD_ALIAS = "E0514", "invalid-alias";
    // Templates.
    DEDUCTION_FAILED = "E0520", "template-deduction-failed";
    TEMPLATE_ARGS = "E0521", "wrong-template-arguments";
    INSTANTIATION_DEPTH = "E0522", "instantiation-depth-exceeded";
    AMBIGUOUS_SPECIALIZATION = "E0523", "ambiguous-partial-specialization";
    // CUDA.
    GLOBAL_NOT_VOID = "E0540", "kernel-must-return-void";
    LAUNCH_NOT_KERNEL = "E0541", "launch-of-non-kernel";
    LAUNCH_CONFIG = "E0542", "invalid-launch-configuration";
    SHARED_INIT = "E0543", "shared-variable-initializer";
    BAD_CUDA_ATTR = "E0544", "invalid-cuda-attribute";
    KERNEL_CALL = "E0545", "kernel-called-without-launch";
    KERNEL_PARAM_DYNAMIC = "E0546", "kernel-parameter-with-virtual-functions";
    // The codegen context.
    CODEGEN_MIXED = "E0601", "codegen-mixed-with-runtime";
    CODEGEN_IF_NOT_CODEGEN = "E0602", "codegen-if-predicate-not-codegen";
    CODEGEN_MISUSED = "E0603", "codegen-value-outside-codegen-context";
    CODEGEN_IN_CONSTANT = "E0604", "codegen-value-in-constant-expression";
    CODEGEN_CONST_REDECLARED = "E0605", "codegen-constant-redeclared";
    CODEGEN_OBJECT_INIT = "E0606", "codegen-object-initializer";
    TARGET_IF_SET = "E0607", "if-target-needs-target-set";
    // Circle's metaprogramming.
    INTROSPECT_OPERAND = "E0620", "bad-introspection-operand";
    INTROSPECT_RANGE = "E0621", "introspection-index-out-of-range";
    META_NOT_CONSTANT = "E0622", "meta-statement-reads-runtime-value";
    META_LOOP_LIMIT = "E0623", "meta-loop-does-not-end";
    META_OBJECT_IN_REAL = "E0624", "meta-object-not-representable";
    META_STMT = "E0625", "unsupported-meta-statement";
    META_PRINTF = "E0626", "bad-meta-printf";
}

#[cfg(test)]
mod tests {
    #[test]
    fn codes_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for c in super::ALL {
            assert!(seen.insert(c.code), "{} twice", c.code);
            assert!(seen.insert(c.name), "{} twice", c.name);
        }
    }
}
