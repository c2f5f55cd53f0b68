//! Symbol names. `extern "C"` functions and variables keep their plain name; C++ names are
//! mangled per the Itanium C++ ABI in its simple form: nested names for namespaces and classes
//! (`_ZN2ns3addEii`), builtin and compound parameter types, const member functions, template
//! arguments (`_Z4sortILi70EEvPi`), and substitutions (`S_`, `S0_`, ...) for repeated
//! namespaces, classes and compound types (`_Z3dotRK4Vec3S1_`). Function template
//! instantiations write their signature as the template did (`_Z3sumIiLi4EET_PKS0_`, from
//! `Program::template_sigs`); class template instantiations carry their arguments
//! (`3VecIfLi4EE`), the template name being a candidate of its own; template-ids and dependent
//! member types and function types naming template parameters as written (`RK3VecIS0_XT0_EE`,
//! `NSt16remove_referenceIT_E4typeE`, `PFS0_S0_E`). `::std` is `St`, internal linkage `L`
//! (`_ZL2sfi`), generic lambdas `UlT_E_` with `Da` returns.
//! Constructors and destructors have variants (`C1`/`D1` complete object, `C2`/`D2` base
//! object, `D0` deleting): [`structor_symbol`]; `structors.rs` says which one is emitted and called.
//! `scripts/mangle-diff.sh` compares the device symbols with clang++-19's.

use frontend::intern::Interner;
use frontend::sema::hir::{ConstValue, DeclRef, FnId, Linkage, PatTy, Program, RecordId, Scope, TemplateArg, VarId};
use frontend::sema::types::{FloatKind, IntKind, Type, TypeId};

/// The symbol of function `f` (the complete-object variant of a constructor or destructor).
pub fn fn_symbol(p: &Program, names: &Interner, f: FnId) -> String {
    structor_symbol(p, names, f, '1')
}

/// The symbol of variant `variant` of constructor or destructor `f` (`'1'` complete object,
/// `'2'` base object, `'0'` deleting destructor); other functions' plain symbol.
pub fn structor_symbol(p: &Program, names: &Interner, f: FnId, variant: char) -> String {
    if let Some(&label) = p.asm_labels.get(&DeclRef::Fn(f)) {
        return names.get(label).to_string();
    }
    let d = &p.fns[f];
    let name = names.get(d.name);
    if d.linkage == Linkage::C || name == "main" {
        return name.to_string();
    }
    let mut m = Mangler { p, names, subs: Vec::new(), plain: false, variant };
    let mut out = String::from("_Z");
    m.encoding(f, &mut out, 0);
    out
}

impl Mangler<'_> {
    /// The `<encoding>` of function `f`: its name and parameter types.
    fn encoding(&mut self, f: FnId, out: &mut String, depth: u32) {
    let p = self.p;
    let names = self.names;
    let m = self;
    let d = &p.fns[f];
    let name = names.get(d.name);
    if name == "main" && d.scope.namespace.is_none() && d.scope.record.is_none() {
        // `main` in a local name (`_ZZ4mainENKUlvE_clEv`): no parameter types.
        source_name(name, out);
        return;
    }
    // The call operator of a lambda's closure: `Z<enclosing function>E` then its nested name.
    let closure = d.scope.record.and_then(|r| p.lambda_contexts.get(&r).map(|c| (r, *c)));
    if let Some((r, ctx)) = closure {
        if let (Some(c), true) = (ctx, depth < 16) {
            out.push('Z');
            m.encoding(c, out, depth + 1);
            out.push('E');
        }
        out.push('N');
        if d.method.is_some_and(|m| m.is_const) {
            out.push('K');
        }
        let key = m.closure_key(r);
        match m.find(&key) {
            Some(s) => out.push_str(&s),
            None => {
                // At namespace scope, the closure is a member of its namespace.
                let ns = m.closure_namespace(r);
                if !ns.is_empty() {
                    let pre = m.prefix(&ns);
                    out.push_str(&pre);
                }
                let u = m.unnamed_type(r);
                out.push_str(&u);
                m.add(key);
            }
        }
        unqualified_name(p, names, f, name, m.variant, out);
        // A generic lambda's call operator: its deduced `auto` parameter types, as deduced
        // from the parameters as written (`const auto&` with an `int` argument is `int`).
        if !d.template_args.is_empty() {
            let mut args = d.template_args.clone();
            if let (Some(sig), Some((_, ps, _))) = (p.template_sigs.get(&f), p.types.fn_sig(d.ty)) {
                let mut found = vec![None; args.len()];
                for (pat, &t) in sig.params.iter().zip(ps.iter()) {
                    deduce(p, pat, t, &mut found, 0);
                }
                for (a, t) in args.iter_mut().zip(found) {
                    if let (TemplateArg::Type(_), Some(t)) = (&*a, t) {
                        *a = TemplateArg::Type(t);
                    }
                }
            }
            m.template_args(&args, out);
        }
        out.push('E');
        if let Some(sig) = p.template_sigs.get(&f) {
            // A generic lambda's call operator, as written: `DaS_`.
            m.pat(&sig.ret, out);
            if sig.params.is_empty() {
                out.push('v');
            }
            for t in &sig.params {
                m.pat(t, out);
            }
            return;
        }
        let params: Vec<TypeId> = p.types.fn_sig(d.ty).map(|s| s.1.to_vec()).unwrap_or_default();
        if params.is_empty() {
            out.push('v');
        }
        for t in params {
            m.ty(t, out);
        }
        return;
    }
    let scope = m.scope_components(d.scope);
    let nested = !scope.is_empty() && !is_std(&scope);
    if nested {
        out.push('N');
        // The member function's qualifiers: `NVK...` for `const volatile`, `NKR...` for
        // `const &`.
        let q = p.types.fn_quals(d.ty);
        if q.cv.is_volatile() {
            out.push('V');
        }
        if q.cv.is_const() || d.method.is_some_and(|m| m.is_const) {
            out.push('K');
        }
        match q.ref_qual {
            frontend::sema::types::RefQual::None => {}
            frontend::sema::types::RefQual::LValue => out.push('R'),
            frontend::sema::types::RefQual::RValue => out.push('O'),
        }
    }
    if !scope.is_empty() {
        let pre = m.prefix(&scope);
        out.push_str(&pre);
    }
    // Internal linkage (`static` at namespace scope, not in an anonymous namespace): `L`.
    if d.linkage == Linkage::Internal && d.method.is_none() && !scope.iter().any(|c| c.key == ANON_NS) {
        out.push('L');
    }
    unqualified_name(p, names, f, name, m.variant, out);
    if !d.template_args.is_empty() {
        // The template name is a substitution candidate.
        let mut key: String = scope.iter().map(|c| c.key.as_str()).collect();
        source_name(name, &mut key);
        m.add(key);
        m.template_args(&d.template_args, out);
    }
    if nested {
        out.push('E');
    }
    let (ret, params, variadic) = match p.types.fn_sig(d.ty) {
        Some((r, ps, v)) => (r, ps.to_vec(), v),
        None => (d.ret, Vec::new(), false),
    };
    let has_pack = |s: &frontend::sema::hir::SigPattern| s.params.iter().any(|x| matches!(x, PatTy::Expansion(_)));
    if let Some(sig) = p.template_sigs.get(&f).filter(|s| s.params.len() == params.len() || has_pack(s)) {
        // As the template wrote it: `T_` for its parameters.
        m.pat(&sig.ret, out);
        if sig.params.is_empty() && !variadic {
            out.push('v');
        }
        for t in &sig.params {
            m.pat(t, out);
        }
        if variadic {
            out.push('z');
        }
        return;
    }
    // Function template instantiations encode their return type.
    if !d.template_args.is_empty() {
        m.ty(ret, out);
    }
    if params.is_empty() && !variadic {
        out.push('v');
    }
    for t in params {
        m.ty(t, out);
    }
    if variadic {
        out.push('z');
    }
    }

    /// The substitution key of a lambda's closure type.
    fn closure_key(&self, r: RecordId) -> String {
        let ctx = self.p.lambda_contexts.get(&r).copied().flatten().map(|c| fn_symbol(self.p, self.names, c)).unwrap_or_default();
        let mut m = Mangler { p: self.p, names: self.names, subs: Vec::new(), plain: true, variant: '1' };
        let ns: String = self.closure_namespace(r).iter().map(|c| c.key.as_str()).collect();
        format!("Z{ctx}E{ns}{}", m.unnamed_type(r))
    }

    /// The namespace components of a closure made at namespace scope (none in a function).
    fn closure_namespace(&self, r: RecordId) -> Vec<Comp> {
        let p = self.p;
        match p.lambda_contexts.get(&r) {
            Some(None) => self.scope_components(Scope { namespace: p.records[r].scope.namespace, record: None }),
            _ => Vec::new(),
        }
    }

    /// `Ul<parameter types>E<n>_`: a closure type, numbered among the closures of the same
    /// function with the same parameter types.
    fn unnamed_type(&mut self, r: RecordId) -> String {
        let p = self.p;
        let op_params = |r: RecordId| -> Vec<TypeId> {
            p.records[r].methods.first().and_then(|&f| p.types.fn_sig(p.fns[f].ty)).map(|s| s.1.to_vec()).unwrap_or_default()
        };
        // A generic lambda's parameters as written (`T_` for each `auto`).
        let generic = |r: RecordId| p.records[r].methods.iter().find_map(|f| p.template_sigs.get(f)).map(|s| s.params.clone());
        let params = op_params(r);
        let gen = generic(r);
        let ctx = p.lambda_contexts.get(&r).copied().flatten();
        let ns = p.records[r].scope.namespace;
        let n = p
            .lambda_contexts
            .iter()
            .filter(|(&o, &c)| o < r && c == ctx && (c.is_some() || p.records[o].scope.namespace == ns) && op_params(o) == params && generic(o) == gen)
            .count();
        let mut out = String::from("Ul");
        if let Some(pats) = gen {
            if pats.is_empty() {
                out.push('v');
            }
            for t in &pats {
                if self.plain {
                    out.push_str(&pat_key(self, t));
                } else {
                    self.pat(t, &mut out);
                }
            }
            out.push('E');
            if n > 0 {
                out.push_str(&(n - 1).to_string());
            }
            out.push('_');
            return out;
        }
        if params.is_empty() {
            out.push('v');
        }
        for t in params {
            if self.plain {
                self.ty_inner(t, &mut out, false);
            } else {
                self.ty(t, &mut out);
            }
        }
        out.push('E');
        if n > 0 {
            out.push_str(&(n - 1).to_string());
        }
        out.push('_');
        out
    }
}

/// Matches the pattern `pat` against the type `t`, recording what each template parameter is.
fn deduce(p: &Program, pat: &PatTy, t: TypeId, found: &mut [Option<TypeId>], depth: u32) {
    if depth > 64 {
        return;
    }
    let types = &p.types;
    match (pat, types.kind(t)) {
        (PatTy::Param(i), _) => {
            if let Some(slot) = found.get_mut(*i as usize) {
                *slot = Some(t);
            }
        }
        (PatTy::Pointer(x), Type::Pointer(to)) | (PatTy::LRef(x), Type::LRef(to)) | (PatTy::RRef(x), Type::RRef(to)) => deduce(p, x, *to, found, depth + 1),
        (PatTy::Cv { inner, .. }, _) => deduce(p, inner, types.unqual(t), found, depth + 1),
        _ => {}
    }
}

/// The symbol of a variable with static storage.
pub fn var_symbol(p: &Program, names: &Interner, v: VarId) -> String {
    if let Some(&label) = p.asm_labels.get(&DeclRef::Var(v)) {
        return names.get(label).to_string();
    }
    let d = &p.vars[v];
    let name = names.get(d.name);
    // Internal linkage at namespace scope (`static`, or `const` and not `extern`): `L`, as
    // clang (`_ZL2sv`, `_ZN2nsL3nsvE`); none in an anonymous namespace.
    let internal = d.linkage == Linkage::Internal && d.scope.record.is_none();
    // A variable template instantiation: its arguments after its name (`_Z4pi_vIfE`).
    let targs = p.var_template_args.get(&v);
    if d.linkage == Linkage::C || (d.scope.namespace.is_none() && d.scope.record.is_none() && !internal && targs.is_none()) {
        return name.to_string();
    }
    let mut m = Mangler { p, names, subs: Vec::new(), plain: false, variant: '1' };
    let scope = m.scope_components(d.scope);
    if scope.is_empty() {
        let mut out = String::from(if internal { "_ZL" } else { "_Z" });
        source_name(name, &mut out);
        if let Some(a) = targs {
            m.add(name_key(name));
            m.template_args(a, &mut out);
        }
        return out;
    }
    let nested = !is_std(&scope);
    let mut out = String::from(if nested { "_ZN" } else { "_Z" });
    out.push_str(&m.prefix(&scope));
    if internal && !scope.iter().any(|c| c.key == ANON_NS) {
        out.push('L');
    }
    source_name(name, &mut out);
    if let Some(a) = targs {
        m.template_args(a, &mut out);
    }
    if nested {
        out.push('E');
    }
    out
}

/// The substitution key of an unscoped name.
fn name_key(name: &str) -> String {
    let mut k = String::new();
    source_name(name, &mut k);
    k
}

/// The key of the anonymous namespace.
const ANON_NS: &str = "12_GLOBAL__N_1";

/// The scope is namespace `std` alone (`St`, an unscoped name: no `N...E`).
fn is_std(comps: &[Comp]) -> bool {
    comps.len() == 1 && comps[0].key == "St"
}

/// A name with these components is a nested name (`N...E`): more than one component, `St`
/// with one more being unscoped.
fn is_nested(comps: &[Comp]) -> bool {
    comps.len() > 1 && !(comps.len() == 2 && comps[0].key == "St")
}

/// Mangles a type on its own (no substitutions shared with anything else).
pub fn type_name(p: &Program, names: &Interner, t: TypeId) -> String {
    let mut out = String::new();
    Mangler { p, names, subs: Vec::new(), plain: false, variant: '1' }.ty(t, &mut out);
    out
}

/// A function's unqualified name: `C1`/`C2` for a constructor (named as its class),
/// `D0`/`D1`/`D2` for a destructor (`~S`), the operator code of `operator@`, else the source name.
fn unqualified_name(p: &Program, names: &Interner, f: FnId, name: &str, variant: char, out: &mut String) {
    let d = &p.fns[f];
    if let Some(m) = d.method {
        if !m.is_static && p.records[m.record].name.is_some_and(|n| names.get(n) == name) {
            out.push('C');
            out.push(if variant == '0' { '1' } else { variant });
            return;
        }
        if name.starts_with('~') {
            out.push('D');
            out.push(variant);
            return;
        }
    }
    if let Some(op) = name.strip_prefix("operator") {
        let arity = p.types.fn_sig(d.ty).map_or(0, |s| s.1.len()) + usize::from(d.method.is_some_and(|m| !m.is_static));
        if let Some(code) = operator_code(op.trim(), arity) {
            out.push_str(code);
            return;
        }
        // A conversion function `operator T`: `cv` and its type.
        if op.starts_with(' ') && d.method.is_some() {
            out.push_str("cv");
            out.push_str(&type_name(p, names, d.ret));
            return;
        }
    }
    source_name(name, out);
}

/// The Itanium code of an overloaded operator with `arity` operands (the object counts).
fn operator_code(op: &str, arity: usize) -> Option<&'static str> {
    Some(match (op, arity) {
        ("+", 1) => "ps",
        ("-", 1) => "ng",
        ("*", 1) => "de",
        ("&", 1) => "ad",
        ("+", _) => "pl",
        ("-", _) => "mi",
        ("*", _) => "ml",
        ("&", _) => "an",
        ("/", _) => "dv",
        ("%", _) => "rm",
        ("|", _) => "or",
        ("^", _) => "eo",
        ("~", _) => "co",
        ("=", _) => "aS",
        ("+=", _) => "pL",
        ("-=", _) => "mI",
        ("*=", _) => "mL",
        ("/=", _) => "dV",
        ("%=", _) => "rM",
        ("&=", _) => "aN",
        ("|=", _) => "oR",
        ("^=", _) => "eO",
        ("<<", _) => "ls",
        (">>", _) => "rs",
        ("<<=", _) => "lS",
        (">>=", _) => "rS",
        ("==", _) => "eq",
        ("!=", _) => "ne",
        ("<", _) => "lt",
        (">", _) => "gt",
        ("<=", _) => "le",
        (">=", _) => "ge",
        ("<=>", _) => "ss",
        ("!", _) => "nt",
        ("&&", _) => "aa",
        ("||", _) => "oo",
        ("++", _) => "pp",
        ("--", _) => "mm",
        (",", _) => "cm",
        ("->*", _) => "pm",
        ("->", _) => "pt",
        ("()", _) => "cl",
        ("[]", _) => "ix",
        ("new", _) => "nw",
        ("new[]", _) => "na",
        ("delete", _) => "dl",
        ("delete[]", _) => "da",
        _ => return None,
    })
}

/// `T_`, `T0_`, `T1_`, ...
fn template_param(i: u32) -> String {
    if i == 0 {
        "T_".into()
    } else {
        format!("T{}_", i - 1)
    }
}

/// The expanded mangling of a pattern type, its substitution key.
fn pat_key(m: &Mangler, t: &PatTy) -> String {
    match t {
        PatTy::Param(i) => template_param(*i),
        PatTy::Auto { decltype } => (if *decltype { "Dc" } else { "Da" }).to_string(),
        PatTy::Expansion(x) => format!("Dp{}", pat_key(m, x)),
        PatTy::Ty(ty) => m.key(*ty),
        PatTy::Pointer(x) => format!("P{}", pat_key(m, x)),
        PatTy::MemberPointer { class, pointee } => format!("M{}{}", pat_key(m, class), pat_key(m, pointee)),
        PatTy::LRef(x) => format!("R{}", pat_key(m, x)),
        PatTy::RRef(x) => format!("O{}", pat_key(m, x)),
        PatTy::Cv { is_const, is_volatile, inner } => {
            format!("{}{}{}", if *is_volatile { "V" } else { "" }, if *is_const { "K" } else { "" }, pat_key(m, inner))
        }
        PatTy::NonType(i) => format!("X{}E", template_param(*i)),
        PatTy::TemplateId { record, args } => {
            let keys: Vec<String> = args.iter().map(|a| a.as_ref().map(|x| pat_key(m, x)).unwrap_or_else(|| "?".into())).collect();
            format!("TI{}<{}>", record.index(), keys.join(","))
        }
        PatTy::TemplateParamId { param, args, .. } => {
            let keys: Vec<String> = args.iter().map(|a| a.as_ref().map(|x| pat_key(m, x)).unwrap_or_else(|| "?".into())).collect();
            format!("{}<{}>", template_param(*param), keys.join(","))
        }
        PatTy::Dependent { scope, name } => format!("DN{}::{}", pat_key(m, scope), m.names.get(*name)),
        PatTy::Function { ret, params, variadic } => {
            let ps: String = params.iter().map(|x| pat_key(m, x)).collect();
            format!("F{}{}{}E", pat_key(m, ret), if params.is_empty() && !variadic { "v" } else { &ps }, if *variadic { "z" } else { "" })
        }
    }
}

fn source_name(name: &str, out: &mut String) {
    out.push_str(&name.len().to_string());
    out.push_str(name);
}

/// `S_`, `S0_`, `S1_`, ... `S9_`, `SA_`, ...
fn sub_ref(i: usize) -> String {
    if i == 0 {
        return "S_".into();
    }
    let mut n = i - 1;
    let mut digits = Vec::new();
    loop {
        let d = (n % 36) as u8;
        digits.push(if d < 10 { b'0' + d } else { b'A' + d - 10 });
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.reverse();
    format!("S{}_", String::from_utf8_lossy(&digits))
}

struct Mangler<'a> {
    p: &'a Program,
    names: &'a Interner,
    /// Substitution candidates in order, by their fully expanded mangling.
    subs: Vec<String>,
    /// Write the expanded form, with no substitutions (the keys of candidates).
    plain: bool,
    /// The constructor or destructor variant written (`'1'` complete object, `'2'` base
    /// object, `'0'` deleting destructor); other functions ignore it.
    variant: char,
}

/// A component of a nested name.
#[derive(Clone)]
struct Comp {
    /// The source name (`3Vec`).
    name: String,
    /// The expanded mangling with template arguments (`3VecIiLi4EE`), the substitution key.
    key: String,
    args: Vec<TemplateArg>,
}

impl Mangler<'_> {
    fn find(&self, key: &str) -> Option<String> {
        self.subs.iter().position(|s| s == key).map(sub_ref)
    }

    fn add(&mut self, key: String) {
        // `St` alone is never a substitution candidate.
        if key != "St" && !self.subs.contains(&key) {
            self.subs.push(key);
        }
    }

    /// The components of a scope, outermost first (`2ns`, `3Rec`, `3VecIiLi4EE`).
    fn scope_components(&self, scope: Scope) -> Vec<Comp> {
        let mut out = Vec::new();
        if let Some(r) = scope.record {
            let rec = &self.p.records[r];
            out = self.scope_components(rec.scope);
            out.push(self.comp(rec.name.map_or("__anon", |n| self.names.get(n)), &rec.template_args));
            return out;
        }
        let mut ns = scope.namespace;
        while let Some(n) = ns {
            let mut s = String::new();
            let parent = self.p.namespaces[n].parent;
            match self.p.namespaces[n].name {
                // `::std` is `St`.
                Some(name) if parent.is_none() && self.names.get(name) == "std" => s.push_str("St"),
                Some(name) => source_name(self.names.get(name), &mut s),
                None => s.push_str(ANON_NS),
            }
            out.push(Comp { key: s.clone(), name: s, args: Vec::new() });
            ns = self.p.namespaces[n].parent;
            if out.len() > 256 {
                break;
            }
        }
        out.reverse();
        out
    }

    /// One component: a source name with the template arguments of a class template
    /// instantiation.
    fn comp(&self, name: &str, args: &[TemplateArg]) -> Comp {
        let mut s = String::new();
        source_name(name, &mut s);
        let mut key = s.clone();
        if !args.is_empty() {
            Mangler { p: self.p, names: self.names, subs: Vec::new(), plain: true, variant: '1' }.template_args(args, &mut key);
        }
        Comp { name: s, key, args: args.to_vec() }
    }

    /// A nested-name prefix: the longest already-seen prefix as a substitution, then the rest,
    /// each new prefix becoming a candidate (a template instantiation's template name too).
    fn prefix(&mut self, comps: &[Comp]) -> String {
        let key = |n: usize| comps[..n].iter().map(|c| c.key.as_str()).collect::<String>();
        let mut out = String::new();
        let mut start = 0;
        for i in (1..=comps.len()).rev() {
            if let Some(s) = self.find(&key(i)) {
                out.push_str(&s);
                start = i;
                break;
            }
            // The template name seen before, with other arguments.
            let c = &comps[i - 1];
            if !c.args.is_empty() {
                if let Some(s) = self.find(&format!("{}{}", key(i - 1), c.name)) {
                    out.push_str(&s);
                    let args = c.args.clone();
                    self.template_args(&args, &mut out);
                    self.add(key(i));
                    start = i;
                    break;
                }
            }
        }
        if start == 0 {
            if let Some((abbrev, with_args)) = std_abbreviation(comps) {
                // `Sa`, `Sb` name the templates `std::allocator`, `std::basic_string`: their
                // arguments follow and the whole is a candidate; `Ss`, `Si`, `So`, `Sd` name
                // whole classes and are not candidates ([mangling.subst]).
                out.push_str(abbrev);
                if with_args {
                    let args = comps[1].args.clone();
                    self.template_args(&args, &mut out);
                    self.add(key(2));
                }
                start = 2;
            }
        }
        for i in start..comps.len() {
            let c = &comps[i];
            if c.args.is_empty() {
                out.push_str(&c.name);
            } else {
                let tkey = format!("{}{}", key(i), c.name);
                match self.find(&tkey) {
                    Some(s) => out.push_str(&s),
                    None => {
                        out.push_str(&c.name);
                        self.add(tkey);
                    }
                }
                let args = c.args.clone();
                self.template_args(&args, &mut out);
            }
            self.add(key(i + 1));
        }
        out
    }

    /// A class or enum type named by `comps`.
    fn class_type(&mut self, comps: &[Comp], out: &mut String) {
        let key: String = comps.iter().map(|c| c.key.as_str()).collect();
        if let Some(s) = self.find(&key) {
            out.push_str(&s);
            return;
        }
        if !is_nested(comps) {
            let s = self.prefix(comps);
            out.push_str(&s);
        } else {
            out.push('N');
            let s = self.prefix(comps);
            out.push_str(&s);
            out.push('E');
        }
    }

    fn template_args(&mut self, args: &[TemplateArg], out: &mut String) {
        out.push('I');
        for a in args {
            self.template_arg(a, out);
        }
        out.push('E');
    }

    fn template_arg(&mut self, a: &TemplateArg, out: &mut String) {
        {
            match a {
                // A template template argument: the template's name (`3Box`, `N2ns3BoxE`).
                TemplateArg::Template { name, scope, .. } => {
                    let mut comps = self.scope_components(*scope);
                    comps.push(self.comp(self.names.get(*name), &[]));
                    self.class_type(&comps, out);
                }
                TemplateArg::Pack(v) => {
                    // `J <args> E`
                    let mut inner = String::new();
                    self.template_args(v, &mut inner);
                    out.push('J');
                    out.push_str(&inner[1..]);
                }
                TemplateArg::Type(t) if self.plain => self.ty_inner(*t, out, false),
                TemplateArg::Type(t) => self.ty(*t, out),
                TemplateArg::Value(v, t) => {
                    out.push('L');
                    let t = self.p.types.unqual(*t);
                    match v {
                        ConstValue::Int(i) => {
                            if self.plain {
                                self.ty_inner(t, out, false);
                            } else {
                                self.ty(t, out);
                            }
                            if *i < 0 {
                                out.push('n');
                            }
                            out.push_str(&i.unsigned_abs().to_string());
                        }
                        ConstValue::Bool(b) => out.push_str(if *b { "b1" } else { "b0" }),
                        ConstValue::Float(f) => out.push_str(&format!("d{:016x}", f.to_bits())),
                        // A null pointer argument of a pointer parameter: `LPv0E`, as g++
                        // and clang write it; of a `nullptr_t` one, `LDn0E`.
                        ConstValue::Null if self.p.types.is_pointer(t) => {
                            if self.plain {
                                self.ty_inner(t, out, false);
                            } else {
                                self.ty(t, out);
                            }
                            out.push('0');
                        }
                        ConstValue::Null => out.push_str("Dn0"),
                    }
                    out.push('E');
                }
            }
        }
    }

    /// A class template-id as a function template's signature wrote it (`3VecIS0_XT0_EE`).
    fn template_id(&mut self, record: RecordId, args: &[Option<PatTy>], key: String, wrap: bool, out: &mut String) {
        let p = self.p;
        let rec = &p.records[record];
        let mut comps = self.scope_components(rec.scope);
        comps.push(self.comp(rec.name.map_or("__anon", |n| self.names.get(n)), &[]));
        let nested = wrap && is_nested(&comps);
        if nested {
            out.push('N');
        }
        let pre = self.prefix(&comps);
        out.push_str(&pre);
        self.template_args_of_pattern(record, args, out);
        if nested {
            out.push('E');
        }
        self.add(key);
    }

    /// `I ... E`: the arguments of a template-id as a function template's signature wrote
    /// them, the instantiation's where one names no parameter.
    fn template_args_of_pattern(&mut self, record: RecordId, args: &[Option<PatTy>], out: &mut String) {
        out.push('I');
        let inst = self.p.records[record].template_args.clone();
        for (i, a) in args.iter().enumerate() {
            match (a, inst.get(i)) {
                (Some(PatTy::NonType(k)), _) => {
                    out.push('X');
                    out.push_str(&template_param(*k));
                    out.push('E');
                }
                (Some(x), _) => self.pat(x, out),
                (None, Some(t)) => self.template_arg(t, out),
                (None, None) => {}
            }
        }
        out.push('E');
    }

    /// A type as a function template wrote it (template parameters as `T_`, `T0_`, ...).
    fn pat(&mut self, t: &PatTy, out: &mut String) {
        let key = pat_key(self, t);
        if let PatTy::Ty(ty) = t {
            return self.ty(*ty, out);
        }
        if let Some(s) = self.find(&key) {
            out.push_str(&s);
            return;
        }
        match t {
            PatTy::Param(i) => out.push_str(&template_param(*i)),
            PatTy::Pointer(x) => {
                out.push('P');
                self.pat(x, out);
            }
            PatTy::MemberPointer { class, pointee } => {
                out.push('M');
                self.pat(class, out);
                self.pat(pointee, out);
            }
            PatTy::LRef(x) => {
                out.push('R');
                self.pat(x, out);
            }
            PatTy::RRef(x) => {
                out.push('O');
                self.pat(x, out);
            }
            PatTy::Cv { is_const, is_volatile, inner } => {
                if !is_const && !is_volatile {
                    return self.pat(inner, out);
                }
                if *is_volatile {
                    out.push('V');
                }
                if *is_const {
                    out.push('K');
                }
                self.pat(inner, out);
            }
            PatTy::Ty(_) => {}
            PatTy::Auto { decltype } => {
                out.push_str(if *decltype { "Dc" } else { "Da" });
                return;
            }
            PatTy::Expansion(x) => {
                out.push_str("Dp");
                self.pat(x, out);
            }
            PatTy::NonType(i) => {
                out.push_str(&key);
                let _ = i;
                return;
            }
            PatTy::TemplateId { record, args } => {
                let args = args.clone();
                return self.template_id(*record, &args, key, true, out);
            }
            PatTy::TemplateParamId { param, record, args } => {
                // The template template parameter is a substitution candidate of its own.
                let tt = template_param(*param);
                match self.find(&tt) {
                    Some(s) => out.push_str(&s),
                    None => {
                        out.push_str(&tt);
                        self.add(tt);
                    }
                }
                let (record, args) = (*record, args.clone());
                self.template_args_of_pattern(record, &args, out);
            }
            PatTy::Function { ret, params, variadic } => {
                out.push('F');
                self.pat(ret, out);
                if params.is_empty() && !variadic {
                    out.push('v');
                }
                for x in params {
                    self.pat(x, out);
                }
                if *variadic {
                    out.push('z');
                }
                out.push('E');
            }
            PatTy::Dependent { scope, name } => {
                // `N <template-id prefix> <name> E`.
                out.push('N');
                let skey = pat_key(self, scope);
                match (self.find(&skey), &**scope) {
                    (Some(s), _) => out.push_str(&s),
                    (None, PatTy::TemplateId { record, args }) => {
                        let args = args.clone();
                        self.template_id(*record, &args, skey, false, out);
                    }
                    (None, other) => self.pat(other, out),
                }
                source_name(self.names.get(*name), out);
                out.push('E');
            }
        }
        self.add(key);
    }

    /// The expanded mangling of `t` (no substitutions), the key of substitution candidates.
    fn key(&self, t: TypeId) -> String {
        let mut out = String::new();
        Mangler { p: self.p, names: self.names, subs: Vec::new(), plain: true, variant: '1' }.ty_inner(t, &mut out, false);
        out
    }

    fn ty(&mut self, t: TypeId, out: &mut String) {
        self.ty_inner(t, out, true)
    }

    fn ty_inner(&mut self, t: TypeId, out: &mut String, substitute: bool) {
        let types = &self.p.types;
        let cv = types.cv(t);
        let builtin = matches!(types.kind(t), Type::Error | Type::Void | Type::Bool | Type::NullPtr | Type::Int(_) | Type::Float(_));
        let qualified = !types.is_array(t) && (cv.is_const() || cv.is_volatile());
        // Compound and qualified types are candidates; check them whole first.
        let candidate = substitute && (qualified || (!builtin && !matches!(types.kind(t), Type::Record(_) | Type::Enum(_))));
        let key = if candidate { Some(self.key(t)) } else { None };
        if let Some(k) = &key {
            if let Some(s) = self.find(k) {
                out.push_str(&s);
                return;
            }
        }
        if qualified {
            if cv.is_volatile() {
                out.push('V');
            }
            if cv.is_const() {
                out.push('K');
            }
            let base = types.unqual(t);
            self.ty_inner(base, out, substitute);
            if let Some(k) = key {
                self.add(k);
            }
            return;
        }
        match types.kind(t).clone() {
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
            Type::Float(k) => out.push_str(match k {
                FloatKind::Float => "f",
                FloatKind::Double => "d",
                FloatKind::LongDouble => "e",
                // Itanium's `DF16b`, as clang 17 and GCC 13 mangle `__bf16`.
                FloatKind::BF16 => "DF16b",
            }),
            // Itanium `C <type>`: a complex pair.
            Type::Complex(elem) => {
                out.push('C');
                self.ty_inner(elem, out, substitute);
            }
            Type::Pointer(to) => {
                out.push('P');
                self.ty_inner(to, out, substitute);
            }
            Type::LRef(to) => {
                out.push('R');
                self.ty_inner(to, out, substitute);
            }
            Type::RRef(to) => {
                out.push('O');
                self.ty_inner(to, out, substitute);
            }
            Type::Array { elem, len } => {
                out.push('A');
                if let Some(n) = len {
                    out.push_str(&n.to_string());
                }
                out.push('_');
                self.ty_inner(elem, out, substitute);
            }
            Type::Function { ret, params, variadic, quals } => {
                // A member function's qualifiers: `KFivE`, `FivREE` (Itanium's
                // `<CV-qualifiers> F ... [<ref-qualifier>] E`).
                if quals.cv.is_volatile() {
                    out.push('V');
                }
                if quals.cv.is_const() {
                    out.push('K');
                }
                if quals.noexcept {
                    out.push_str("Do");
                }
                out.push('F');
                self.ty_inner(ret, out, substitute);
                if params.is_empty() && !variadic {
                    out.push('v');
                }
                for &q in params.iter() {
                    self.ty_inner(q, out, substitute);
                }
                if variadic {
                    out.push('z');
                }
                match quals.ref_qual {
                    frontend::sema::types::RefQual::None => {}
                    frontend::sema::types::RefQual::LValue => out.push('R'),
                    frontend::sema::types::RefQual::RValue => out.push('O'),
                }
                out.push('E');
            }
            Type::MemberPointer { class, pointee } => {
                out.push('M');
                self.ty_inner(class, out, substitute);
                self.ty_inner(pointee, out, substitute);
            }
            Type::Record(r) if self.p.lambda_contexts.contains_key(&r) => {
                // A closure type: a local name `Z<function>E Ul...E_`.
                let key = self.closure_key(r);
                if substitute {
                    if let Some(s) = self.find(&key) {
                        out.push_str(&s);
                        return;
                    }
                    if let Some(c) = self.p.lambda_contexts.get(&r).copied().flatten() {
                        out.push('Z');
                        self.encoding(c, out, 1);
                        out.push('E');
                    }
                    let ns = self.closure_namespace(r);
                    if !ns.is_empty() {
                        out.push('N');
                        let pre = self.prefix(&ns);
                        out.push_str(&pre);
                    }
                    let u = self.unnamed_type(r);
                    out.push_str(&u);
                    if !ns.is_empty() {
                        out.push('E');
                    }
                    self.add(key);
                } else {
                    out.push_str(&key);
                }
            }
            Type::Record(r) => {
                let rec = &self.p.records[r];
                let mut comps = self.scope_components(rec.scope);
                comps.push(self.comp(rec.name.map_or("__anon", |n| self.names.get(n)), &rec.template_args));
                if substitute {
                    self.class_type(&comps, out);
                } else {
                    nested_plain(&comps, out);
                }
            }
            Type::Enum(e) => {
                let en = &self.p.enums[e];
                let mut comps = self.scope_components(en.scope);
                comps.push(self.comp(en.name.map_or("__anon", |n| self.names.get(n)), &[]));
                if substitute {
                    self.class_type(&comps, out);
                } else {
                    nested_plain(&comps, out);
                }
            }
            Type::Qualified { base, .. } => self.ty_inner(base, out, substitute),
        }
        if let Some(k) = key {
            self.add(k);
        }
    }
}

/// The Itanium ABI's abbreviation for the first two components `::std::X<...>` of a name,
/// and whether the template arguments follow it: `Sa` (`std::allocator`), `Sb`
/// (`std::basic_string`), and for the `char` instances `Ss` (`std::string` of the old ABI),
/// `Si`, `So`, `Sd` (`std::istream`, `std::ostream`, `std::iostream`).
fn std_abbreviation(comps: &[Comp]) -> Option<(&'static str, bool)> {
    let (first, second) = (comps.first()?, comps.get(1)?);
    if first.key != "St" || second.args.is_empty() {
        return None;
    }
    let args = second.key.strip_prefix(second.name.as_str())?;
    let char_traits = args == "IcSt11char_traitsIcEE";
    let string_args = matches!(args, "IcSt11char_traitsIcESaIcEE" | "IcSt11char_traitsIcESt9allocatorIcEE");
    match second.name.as_str() {
        "9allocator" => Some(("Sa", true)),
        "12basic_string" if string_args => Some(("Ss", false)),
        "12basic_string" => Some(("Sb", true)),
        "13basic_istream" if char_traits => Some(("Si", false)),
        "13basic_ostream" if char_traits => Some(("So", false)),
        "14basic_iostream" if char_traits => Some(("Sd", false)),
        _ => None,
    }
}

fn nested_plain(comps: &[Comp], out: &mut String) {
    let all: String = comps.iter().map(|c| c.key.as_str()).collect();
    if !is_nested(comps) {
        out.push_str(&all);
    } else {
        out.push('N');
        out.push_str(&all);
        out.push('E');
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::HirBuilder;
    use frontend::sema::hir::{CudaTags, Inline, RecordDecl, RecordKind, NamespaceDecl};
    use frontend::sema::types::builtin::{CHAR, INT, VOID, FLOAT};
    use frontend::sema::types::Cv;

    fn check(build: impl Fn(&mut HirBuilder) -> FnId, expected: &str) {
        let mut h = HirBuilder::new();
        let f = build(&mut h);
        assert_eq!(fn_symbol(&h.p, &h.names, f), expected);
    }

    fn record(h: &mut HirBuilder, name: &str, ns: Option<frontend::sema::hir::NamespaceId>) -> TypeId {
        let span = h.span();
        let name = h.names.intern(name);
        let r = h.p.records.alloc(RecordDecl::declared(Some(name), Scope { namespace: ns, record: None }, RecordKind::Struct, Vec::new(), span));
        h.p.types.record(r)
    }

    #[test]
    fn itanium_names() {
        check(|h| h.func("add", INT, &[("a", INT), ("b", INT)], CudaTags::default(), Inline::No).0, "_Z3addii");
        check(|h| h.func("f", VOID, &[], CudaTags::default(), Inline::No).0, "_Z1fv");
        check(
            |h| {
                let cc = h.p.types.qualified(CHAR, Cv::CONST);
                let p = h.ptr(cc);
                h.func("puts", INT, &[("s", p)], CudaTags::default(), Inline::No).0
            },
            "_Z4putsPKc",
        );
        // const Vec3& twice: S1_ names `RK4Vec3` (S_ is `4Vec3`, S0_ is `K4Vec3`).
        check(
            |h| {
                let v = record(h, "Vec3", None);
                let cv = h.p.types.qualified(v, Cv::CONST);
                let r = h.p.types.lref(cv);
                h.func("dot", FLOAT, &[("a", r), ("b", r)], CudaTags::default(), Inline::No).0
            },
            "_Z3dotRK4Vec3S1_",
        );
        // A namespace member taking two pointers to a class of the same namespace.
        check(
            |h| {
                let span = h.span();
                let nsn = h.names.intern("ns");
                let ns = h.p.namespaces.alloc(NamespaceDecl { name: Some(nsn), parent: None, members: Vec::new(), span });
                let t = record(h, "T", Some(ns));
                let pt = h.ptr(t);
                let (f, _) = h.func("swap", VOID, &[("a", pt), ("b", pt)], CudaTags::default(), Inline::No);
                h.p.fns[f].scope.namespace = Some(ns);
                f
            },
            "_ZN2ns4swapEPNS_1TES1_", // as clang 19 names it
        );
    }

    /// A constructor `S::S(int)` or destructor `S::~S()` of struct `S`.
    fn structor(h: &mut HirBuilder, dtor: bool) -> FnId {
        let t = record(h, "S", None);
        let r = h.p.types.record_of(t).expect("a record");
        let (f, _) = if dtor {
            h.func("~S", VOID, &[], CudaTags::default(), Inline::No)
        } else {
            h.func("S", VOID, &[("v", INT)], CudaTags::default(), Inline::No)
        };
        h.p.fns[f].scope.record = Some(r);
        h.p.fns[f].method = Some(frontend::sema::hir::Method { record: r, is_const: false, is_static: false, ref_qual: frontend::sema::hir::RefQualifier::None });
        f
    }

    #[test]
    fn constructor_and_destructor_variants() {
        let mut h = HirBuilder::new();
        let c = structor(&mut h, false);
        assert_eq!(fn_symbol(&h.p, &h.names, c), "_ZN1SC1Ei");
        assert_eq!(structor_symbol(&h.p, &h.names, c, '2'), "_ZN1SC2Ei");
        let mut h = HirBuilder::new();
        let d = structor(&mut h, true);
        assert_eq!(fn_symbol(&h.p, &h.names, d), "_ZN1SD1Ev");
        assert_eq!(structor_symbol(&h.p, &h.names, d, '2'), "_ZN1SD2Ev");
        assert_eq!(structor_symbol(&h.p, &h.names, d, '0'), "_ZN1SD0Ev");
    }
}
