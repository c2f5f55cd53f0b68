//! Member classes of class template instances, defined on demand. Instantiating a class
//! template instantiates the declarations of its member classes but not their definitions
//! ([temp.inst]/3): `vector<_BigBlock>::_Temporary_value` holds a `_BigBlock` by value and
//! must not be defined while `_BigBlock` is incomplete, as it is in `<memory_resource>`'s
//! `__pool_resource`. Such a member class is declared in its instance and defined, in the
//! scopes it was declared in, by the first use that needs it complete: the same hooks that
//! complete a bodiless class template instance (`complete_instance`, `require_complete`).

use crate::ast::{self, DeclKind};
use crate::source::Span;

use super::ctx::{Checker, Entity, ScopeKind};
use super::decls::At;
use super::hir::*;

impl Checker<'_> {
    /// Whether member class `rd` of class `outer` waits for a use: a named class defined in
    /// its class, inside a class template instance.
    pub(super) fn defers_member_class(&self, outer: RecordId, rd: &ast::RecordDecl) -> bool {
        let Some(p) = rd.name else { return false };
        let path = self.tu.path(p);
        if rd.members.is_none() || !path.qualifier.is_empty() || path.last.args.is_some() {
            return false;
        }
        let mut r = Some(outer);
        let mut guard = 0;
        while let Some(x) = r {
            if self.record_template.contains_key(&x) {
                return true;
            }
            guard += 1;
            if guard > 256 {
                break;
            }
            r = self.p.records[x].scope.record;
        }
        false
    }

    /// Declares member class `rd` (declaration `d`) in the class being defined, to be defined
    /// on its first use that needs it complete.
    pub(super) fn declare_lazy_class(&mut self, d: ast::DeclId, rd: &ast::RecordDecl, span: Span) -> Vec<DeclRef> {
        let Some(name) = rd.name.and_then(|p| self.last_ident(p)) else { return Vec::new() };
        // Declared earlier in the class (`struct _Pool;`): that declaration waits instead.
        let earlier = self.lookup_here(name).into_iter().find_map(|e| match e {
            Entity::Type(t) => self.p.types.record_of(t),
            _ => None,
        });
        if let Some(r) = earlier {
            if self.p.records[r].layout.is_none() {
                self.lazy_classes.insert(r, (d, self.enclosing_kinds()));
            }
            return Vec::new();
        }
        let kind = match rd.tag {
            ast::TagKind::Union => RecordKind::Union,
            ast::TagKind::Class => RecordKind::Class,
            _ => RecordKind::Struct,
        };
        let scope = self.decl_scope();
        let r = self.p.records.alloc(RecordDecl::declared(Some(name), scope, kind, Vec::new(), span));
        let t = self.p.types.record(r);
        self.declare(name, Entity::Type(t));
        self.lazy_classes.insert(r, (d, self.enclosing_kinds()));
        vec![DeclRef::Record(r)]
    }

    /// Defines the waiting member class `r` now, with its member functions' bodies.
    pub(super) fn define_lazy_class(&mut self, r: RecordId) {
        let Some((d, kinds)) = self.lazy_classes.remove(&r) else { return };
        let tu = self.tu;
        let decl = tu.decl(d);
        let DeclKind::Record(rd) = &decl.kind else { return };
        if self.inst_depth >= self.max_inst_depth {
            return;
        }
        self.inst_depth += 1;
        let saved = self.enter_scopes(&kinds);
        let context = self.enter_class_definition();
        let saved_naming = (std::mem::replace(&mut self.naming_only, false), std::mem::replace(&mut self.lazy_signature, false));
        let saved_access = self.access.current;
        let at = kinds.iter().rev().find_map(|k| match k {
            ScopeKind::Record(o) => Some(At::Record(*o)),
            _ => None,
        });
        self.declare_record_here(rd, decl.span, at.unwrap_or(At::Namespace));
        self.check_deferred_bodies();
        self.access.current = saved_access;
        (self.naming_only, self.lazy_signature) = saved_naming;
        self.leave_class_definition(context);
        self.restore_scopes(saved);
        for (decl, enclosing, args, instance) in self.lazy_class_members.remove(&r).unwrap_or_default() {
            self.define_member_of_instance(decl, &enclosing, &args, instance);
        }
        self.inst_depth -= 1;
    }
}
