//! Symbol names. `extern "C"` functions and variables keep their plain name; C++ names are
//! mangled per the Itanium C++ ABI in its simple form: nested names for namespaces and classes
//! (`_ZN2ns3addEii`), builtin and compound parameter types, const member functions, template
//! arguments (`_Z4sortILi70EEvPi`). Substitutions (`S_`) are not emitted yet, so names with a
//! repeated class type differ from clang's; circlec's host and device sides agree regardless.

use frontend::intern::Interner;
use frontend::sema::hir::{ConstValue, FnId, Linkage, Program, Scope, TemplateArg, VarId};
use frontend::sema::types::{FloatKind, IntKind, Type, TypeId};

/// The symbol of function `f`.
pub fn fn_symbol(p: &Program, names: &Interner, f: FnId) -> String {
    let d = &p.fns[f];
    let name = names.get(d.name);
    if d.linkage == Linkage::C || name == "main" {
        return name.to_string();
    }
    let mut out = String::from("_Z");
    let nested = d.scope.namespace.is_some() || d.scope.record.is_some();
    if nested {
        out.push('N');
        if d.method.is_some_and(|m| m.is_const) {
            out.push('K');
        }
        scope_prefix(p, names, d.scope, &mut out);
    }
    source_name(name, &mut out);
    if !d.template_args.is_empty() {
        template_args(p, names, &d.template_args, &mut out);
    }
    if nested {
        out.push('E');
    }
    let (ret, params, variadic) = match p.types.fn_sig(d.ty) {
        Some((r, ps, v)) => (r, ps.to_vec(), v),
        None => (d.ret, Vec::new(), false),
    };
    // Function template instantiations encode their return type.
    if !d.template_args.is_empty() {
        ty(p, names, ret, &mut out);
    }
    if params.is_empty() && !variadic {
        out.push('v');
    }
    for t in params {
        ty(p, names, t, &mut out);
    }
    if variadic {
        out.push('z');
    }
    out
}

/// The symbol of a variable with static storage.
pub fn var_symbol(p: &Program, names: &Interner, v: VarId) -> String {
    let d = &p.vars[v];
    let name = names.get(d.name);
    if d.linkage == Linkage::C || (d.scope.namespace.is_none() && d.scope.record.is_none()) {
        return name.to_string();
    }
    let mut out = String::from("_ZN");
    scope_prefix(p, names, d.scope, &mut out);
    source_name(name, &mut out);
    out.push('E');
    out
}

fn source_name(name: &str, out: &mut String) {
    out.push_str(&name.len().to_string());
    out.push_str(name);
}

fn scope_prefix(p: &Program, names: &Interner, scope: Scope, out: &mut String) {
    if let Some(r) = scope.record {
        let rec = &p.records[r];
        scope_prefix(p, names, rec.scope, out);
        source_name(rec.name.map_or("__anon", |n| names.get(n)), out);
        return;
    }
    let mut chain = Vec::new();
    let mut ns = scope.namespace;
    while let Some(n) = ns {
        chain.push(n);
        ns = p.namespaces[n].parent;
        if chain.len() > 256 {
            break;
        }
    }
    for n in chain.into_iter().rev() {
        match p.namespaces[n].name {
            Some(name) => source_name(names.get(name), out),
            None => out.push_str("12_GLOBAL__N_1"),
        }
    }
}

fn template_args(p: &Program, names: &Interner, args: &[TemplateArg], out: &mut String) {
    out.push('I');
    for a in args {
        match a {
            TemplateArg::Type(t) => ty(p, names, *t, out),
            TemplateArg::Value(v) => {
                out.push('L');
                match v {
                    ConstValue::Int(i) => {
                        out.push('i');
                        if *i < 0 {
                            out.push('n');
                        }
                        out.push_str(&i.unsigned_abs().to_string());
                    }
                    ConstValue::Bool(b) => out.push_str(if *b { "b1" } else { "b0" }),
                    ConstValue::Float(f) => out.push_str(&format!("d{:016x}", f.to_bits())),
                    ConstValue::Null => out.push_str("Dn0"),
                }
                out.push('E');
            }
        }
    }
    out.push('E');
}

/// Mangles a type.
pub fn ty(p: &Program, names: &Interner, t: TypeId, out: &mut String) {
    let cv = p.types.cv(t);
    if !p.types.is_array(t) {
        if cv.is_volatile() {
            out.push('V');
        }
        if cv.is_const() {
            out.push('K');
        }
    }
    match p.types.kind(t) {
        Type::Error | Type::Void => out.push('v'),
        Type::Bool => out.push('b'),
        Type::NullPtr => out.push_str("Dn"),
        Type::Int(k) => out.push_str(match k {
            IntKind::Char => "c",
            IntKind::SChar => "a",
            IntKind::UChar => "h",
            IntKind::WChar => "w",
            IntKind::Char16 => "Ds",
            IntKind::Char32 => "Di",
            IntKind::Short => "s",
            IntKind::UShort => "t",
            IntKind::Int => "i",
            IntKind::UInt => "j",
            IntKind::Long => "l",
            IntKind::ULong => "m",
            IntKind::LongLong => "x",
            IntKind::ULongLong => "y",
            IntKind::Int128 => "n",
            IntKind::UInt128 => "o",
        }),
        Type::Float(k) => out.push(match k {
            FloatKind::Float => 'f',
            FloatKind::Double => 'd',
            FloatKind::LongDouble => 'e',
        }),
        Type::Pointer(to) => {
            out.push('P');
            ty(p, names, *to, out);
        }
        Type::LRef(to) => {
            out.push('R');
            ty(p, names, *to, out);
        }
        Type::RRef(to) => {
            out.push('O');
            ty(p, names, *to, out);
        }
        Type::Array { elem, len } => {
            out.push('A');
            if let Some(n) = len {
                out.push_str(&n.to_string());
            }
            out.push('_');
            ty(p, names, *elem, out);
        }
        Type::Function { ret, params, variadic } => {
            out.push('F');
            ty(p, names, *ret, out);
            if params.is_empty() && !variadic {
                out.push('v');
            }
            for &q in params.iter() {
                ty(p, names, q, out);
            }
            if *variadic {
                out.push('z');
            }
            out.push('E');
        }
        Type::Record(r) => {
            let rec = &p.records[*r];
            nested_type(p, names, rec.scope, rec.name.map_or("__anon", |n| names.get(n)), out);
        }
        Type::Enum(e) => {
            let en = &p.enums[*e];
            nested_type(p, names, en.scope, en.name.map_or("__anon", |n| names.get(n)), out);
        }
        Type::Qualified { .. } => {}
    }
}

fn nested_type(p: &Program, names: &Interner, scope: Scope, name: &str, out: &mut String) {
    if scope.namespace.is_some() || scope.record.is_some() {
        out.push('N');
        scope_prefix(p, names, scope, out);
        source_name(name, out);
        out.push('E');
    } else {
        source_name(name, out);
    }
}
