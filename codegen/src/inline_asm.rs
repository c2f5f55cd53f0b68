//! GNU `asm` statements lowered to LLVM inline assembly, as clang does: register outputs are
//! the call's results (a struct when there are several) stored to their lvalues afterwards,
//! memory operands are passed by address (`=*m`, `*m`, with an `elementtype`), a `+` operand
//! is an output plus an input tied to it, appended after the other inputs, and clobbers become
//! `~{name}`. The target says which instruction set it is (`Target::asm_arch`); this file holds
//! the per-instruction-set policy: letters checked against the set, x86's single-register
//! letters written `{ax}`, x86's implicit clobbers and dialect alternatives, PTX integer
//! operands widened to their register's size.
//!
//! ```text
//! asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
//!   => %1 = call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"()   ; store i32 %1, ptr %r
//! ```

use frontend::sema::asm_constraints::{asm_clobber, asm_letter, register_fit, AsmArch, AsmClass};
use frontend::sema::hir::{AsmOperand, AsmPiece, AsmStmt};
use frontend::sema::types::TypeId;
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::types::{AnyType, BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, PointerValue};

use crate::diags;
use crate::function::FunctionCx;

/// What one operand becomes in the call.
enum Lowered<'ctx> {
    /// A register output: the call returns it and it is stored to `ptr`.
    Result { ptr: PointerValue<'ctx>, ty: TypeId, reg: BasicTypeEnum<'ctx> },
    /// An argument (a register input's value, or a memory operand's address and type).
    Arg { value: BasicMetadataValueEnum<'ctx>, elem: Option<BasicTypeEnum<'ctx>> },
}

impl<'ctx> FunctionCx<'_, '_, 'ctx> {
    /// Lowers `asm` statement `a` at the current position.
    pub(crate) fn inline_asm(&mut self, a: &AsmStmt) {
        let arch = self.m.target.asm_arch();
        let mut constraints: Vec<String> = Vec::new();
        let mut results = Vec::new();
        let mut args = Vec::new();
        let mut tied_constraints = Vec::new();
        let mut tied_args = Vec::new();
        for (i, o) in a.outputs.iter().enumerate() {
            let Some(code) = self.asm_code(arch, o) else { return };
            let ty = self.ty_of(o.expr);
            let ptr = self.lvalue(o.expr);
            let early = if o.constraint.early_clobber { "&" } else { "" };
            if self.asm_class(arch, o) == AsmClass::Memory {
                let elem = self.m.mem_ty(ty);
                constraints.push(format!("=*{code}"));
                args.push(Lowered::Arg { value: ptr.into(), elem: Some(elem) });
                if o.constraint.read_write {
                    tied_constraints.push(format!("*{code}"));
                    tied_args.push(Lowered::Arg { value: ptr.into(), elem: Some(elem) });
                }
                continue;
            }
            let Some(reg) = self.asm_reg_ty(arch, o, ty) else { return };
            constraints.push(format!("={early}{code}"));
            if o.constraint.read_write {
                let v = self.load(ptr, ty);
                let v = self.asm_to_reg(v, ty, reg);
                tied_constraints.push(i.to_string());
                tied_args.push(Lowered::Arg { value: v.into(), elem: None });
            }
            results.push(Lowered::Result { ptr, ty, reg });
        }
        for o in &a.inputs {
            let ty = self.ty_of(o.expr);
            if let Some(n) = o.constraint.tied {
                let Some(v) = self.rvalue(o.expr) else { return };
                // A tied input takes its output's register type.
                let out_ty = a.outputs.get(n as usize).map(|out| (out, self.ty_of(out.expr)));
                let Some(reg) = out_ty.and_then(|(out, t)| self.asm_reg_ty(arch, out, t)) else { return };
                let v = self.asm_to_reg(v, ty, reg);
                constraints.push(n.to_string());
                args.push(Lowered::Arg { value: v.into(), elem: None });
                continue;
            }
            let Some(code) = self.asm_code(arch, o) else { return };
            match self.asm_class(arch, o) {
                AsmClass::Memory => {
                    let ptr = self.lvalue(o.expr);
                    let elem = self.m.mem_ty(ty);
                    constraints.push(format!("*{code}"));
                    args.push(Lowered::Arg { value: ptr.into(), elem: Some(elem) });
                }
                _ => {
                    let Some(reg) = self.asm_reg_ty(arch, o, ty) else { return };
                    let Some(v) = self.rvalue(o.expr) else { return };
                    let v = self.asm_to_reg(v, ty, reg);
                    constraints.push(code);
                    args.push(Lowered::Arg { value: v.into(), elem: None });
                }
            }
        }
        constraints.extend(tied_constraints);
        args.extend(tied_args);
        for (c, at) in &a.clobbers {
            match asm_clobber(arch, c) {
                Some(name) => constraints.push(format!("~{{{name}}}")),
                None => {
                    self.m.error(diags::ASM_NOT_FOR_TARGET, *at, format!("`{c}` is not a register {} knows in `asm` clobbers", arch.describe()));
                    return;
                }
            }
        }
        if arch == AsmArch::X86_64 {
            // clang's x86 `getClobbers`: the direction flag and the x87 status are assumed touched.
            constraints.extend(["~{dirflag}", "~{fpsr}", "~{flags}"].map(String::from));
        }
        self.asm_call(a, arch, constraints, results, args);
    }

    /// Builds the call of the inline-asm value and stores its results.
    fn asm_call(&mut self, a: &AsmStmt, arch: AsmArch, constraints: Vec<String>, results: Vec<Lowered<'ctx>>, args: Vec<Lowered<'ctx>>) {
        let cx = self.m.cx;
        let reg_tys: Vec<BasicTypeEnum<'ctx>> = results.iter().filter_map(|r| if let Lowered::Result { reg, .. } = r { Some(*reg) } else { None }).collect();
        let mut param_tys: Vec<BasicMetadataTypeEnum<'ctx>> = Vec::new();
        let mut values = Vec::new();
        let mut elems = Vec::new();
        for arg in &args {
            if let Lowered::Arg { value, elem } = arg {
                param_tys.push(match value {
                    BasicMetadataValueEnum::PointerValue(p) => p.get_type().into(),
                    BasicMetadataValueEnum::IntValue(v) => v.get_type().into(),
                    BasicMetadataValueEnum::FloatValue(v) => v.get_type().into(),
                    _ => return,
                });
                values.push(*value);
                elems.push(*elem);
            }
        }
        let fn_ty = match reg_tys.as_slice() {
            [] => cx.void_type().fn_type(&param_tys, false),
            [one] => one.fn_type(&param_tys, false),
            many => cx.struct_type(many, false).fn_type(&param_tys, false),
        };
        let template = render_template(&a.template, arch);
        let asm = cx.create_inline_asm(fn_ty, template, constraints.join(","), a.volatile, false, None, false);
        let Ok(call) = self.b.build_indirect_call(fn_ty, asm, &values, "asm") else { return };
        let elementtype = Attribute::get_named_enum_kind_id("elementtype");
        for (i, elem) in elems.iter().enumerate() {
            if let Some(t) = elem {
                call.add_attribute(AttributeLoc::Param(i as u32), cx.create_type_attribute(elementtype, t.as_any_type_enum()));
            }
        }
        let inkwell::values::ValueKind::Basic(ret) = call.try_as_basic_value() else { return };
        let n = reg_tys.len();
        for (i, r) in results.into_iter().enumerate() {
            let Lowered::Result { ptr, ty, .. } = r else { continue };
            let v = if n == 1 {
                ret
            } else {
                match self.b.build_extract_value(ret.into_struct_value(), i as u32, "asm.out") {
                    Ok(v) => v,
                    Err(_) => return,
                }
            };
            let v = self.asm_from_reg(v, ty);
            self.store(ptr, v, ty);
        }
    }

    /// The class of an operand's constraint on `arch` (its letters were checked by `asm_code`).
    fn asm_class(&self, arch: AsmArch, o: &AsmOperand) -> AsmClass {
        let classes: Vec<AsmClass> = o.constraint.letters.chars().filter_map(|c| asm_letter(arch, c)).map(|l| l.class).collect();
        if !classes.is_empty() && classes.iter().all(|&c| c == AsmClass::Memory) {
            AsmClass::Memory
        } else {
            AsmClass::Register
        }
    }

    /// The LLVM constraint code of an operand's letters on `arch` (`a` is `{ax}`, `g` is `imr`),
    /// or an error when a letter is not of `arch` (a `__host__ __device__` function's `asm`
    /// written for the other side).
    fn asm_code(&mut self, arch: AsmArch, o: &AsmOperand) -> Option<String> {
        let mut code = String::new();
        for c in o.constraint.letters.chars() {
            match asm_letter(arch, c) {
                Some(l) => match (l.register, c) {
                    (Some(r), _) => code.push_str(&format!("{{{r}}}")),
                    (None, 'g') => code.push_str("imr"),
                    (None, _) => code.push(c),
                },
                None => {
                    self.m.error(
                        diags::ASM_NOT_FOR_TARGET,
                        o.span,
                        format!("`asm` constraint letter `{c}` does not exist in {}; guard the statement with `@codegen if`", arch.describe()),
                    );
                    return None;
                }
            }
        }
        Some(code)
    }

    /// The LLVM type an operand of type `ty` has in its register: on PTX an integer the size of
    /// the letter's register (`h` i16, `r` i32, `l` i64), a float of the letter's size or a
    /// pointer for `l`; on x86 the operand's own type (`bool` as `i8`). An error when the type
    /// does not fit the letter.
    fn asm_reg_ty(&mut self, arch: AsmArch, o: &AsmOperand, ty: TypeId) -> Option<BasicTypeEnum<'ctx>> {
        let p = self.m.p;
        let ty = p.types.non_ref(ty);
        let own = self.m.val_ty(ty)?;
        let size = self.m.size_align(ty).0;
        let first = o.constraint.letters.chars().next().and_then(|c| asm_letter(arch, c));
        let Some((reg_size, float)) = first.and_then(|l| l.size) else {
            if arch == AsmArch::X86_64 && p.types.is_floating(ty) && size > 8 && !o.constraint.letters.contains(['t', 'u', 'f', 'm', 'g', 'X']) {
                // An x87 `long double` fits no general or SSE register (LLVM cannot allocate one).
                let shown = p.type_name(self.m.names, ty);
                self.m.error(diags::ASM_OPERAND_TYPE, o.span, format!("an operand of type `{shown}` fits no register of constraint `{}`", o.constraint.letters));
                return None;
            }
            return Some(if p.types.is_bool(ty) { self.m.cx.i8_type().into() } else { own });
        };
        if let Err(what) = first.as_ref().map_or(Ok(()), |l| register_fit(l, size, p.types.is_floating(ty))) {
            let letter = o.constraint.letters.chars().next().unwrap_or('?');
            let shown = p.type_name(self.m.names, ty);
            self.m.error(diags::ASM_OPERAND_TYPE, o.span, format!("an operand of type `{shown}` does not fit constraint `{letter}` ({what})"));
            return None;
        }
        if float || p.types.is_pointer(ty) {
            return Some(own);
        }
        Some(crate::module_cx::int_of_size(self.m.cx, reg_size).into())
    }

    /// Converts an operand's value to its register type (widening integers, `bool` included).
    fn asm_to_reg(&mut self, v: BasicValueEnum<'ctx>, ty: TypeId, reg: BasicTypeEnum<'ctx>) -> BasicValueEnum<'ctx> {
        match (v, reg) {
            (BasicValueEnum::IntValue(i), BasicTypeEnum::IntType(r)) if i.get_type().get_bit_width() < r.get_bit_width() => {
                let signed = self.is_signed(ty) && !self.m.p.types.is_bool(ty);
                let res = if signed { self.b.build_int_s_extend(i, r, "asm.in") } else { self.b.build_int_z_extend(i, r, "asm.in") };
                res.map_or(v, Into::into)
            }
            _ => v,
        }
    }

    /// Converts a register result back to the operand's value type (narrowing integers).
    fn asm_from_reg(&mut self, v: BasicValueEnum<'ctx>, ty: TypeId) -> BasicValueEnum<'ctx> {
        let ty = self.m.p.types.non_ref(ty);
        let Some(BasicTypeEnum::IntType(want)) = self.m.val_ty(ty) else { return v };
        match v {
            BasicValueEnum::IntValue(i) if i.get_type().get_bit_width() > want.get_bit_width() => {
                self.b.build_int_truncate(i, want, "asm.out").map_or(v, Into::into)
            }
            _ => v,
        }
    }
}

/// The template in LLVM's syntax: `$N` and `${N:k}` operands, `${:uid}`, `$$` for `$`; GCC's
/// dialect alternatives `{att|intel}` are `$(att$|intel$)` on x86 and plain braces on PTX
/// (where `{ }` delimits a block of instructions), as clang writes them.
fn render_template(pieces: &[AsmPiece], arch: AsmArch) -> String {
    let mut s = String::new();
    for p in pieces {
        match p {
            AsmPiece::Text(t) => s.push_str(&t.replace('$', "$$")),
            AsmPiece::Operand { index, modifier: None } => s.push_str(&format!("${index}")),
            AsmPiece::Operand { index, modifier: Some(m) } => s.push_str(&format!("${{{index}:{m}}}")),
            AsmPiece::UniqueId => s.push_str("${:uid}"),
            AsmPiece::Dialect(c) if arch == AsmArch::X86_64 => {
                s.push('$');
                s.push(match c {
                    '{' => '(',
                    '}' => ')',
                    _ => '|',
                });
            }
            AsmPiece::Dialect(c) => s.push(*c),
        }
    }
    s
}
