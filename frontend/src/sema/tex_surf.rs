//! `__nv_tex_surf_handler("__itex2D", ptr, obj, x, y)`: the builtin through which NVIDIA's
//! <texture_indirect_functions.h> and <surface_indirect_functions.h> read texture objects and
//! read and write surface objects (`tex2D<float>(obj, x, y)`, `surf2Dwrite(v, obj, x, y)`).
//! The string names the operation; the result (or the value to write) is the object `ptr`
//! points to, a scalar or a CUDA vector type (`float4`, `uchar2`). A call checks into
//! `Callee::TexSurf` with its operands converted (coordinates to `float` or `int`, the
//! boundary mode to `int`), `ptr` and `obj` first; the NVVM codegen (`codegen/nvvm/src/
//! tex_surf.rs`) lowers it to LLVM's `tex.unified`, `tld4.unified`, `suld` and `sust`
//! intrinsics. The sparse forms (`__itex2D_sparse`, which report residency) are not
//! implemented and say so.

use crate::ast;
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::types::builtin;

/// A texture's or surface's shape. Cubemap surfaces are layered 2D surfaces (face, or
/// `6 * layer + face`), as PTX addresses them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Geom {
    D1,
    D2,
    D3,
    Cube,
    D1Array,
    D2Array,
    CubeArray,
}

impl Geom {
    /// How many `float` (texture) or `int` (surface) coordinates it takes, the layer aside.
    pub fn coords(self) -> usize {
        match self {
            Geom::D1 | Geom::D1Array => 1,
            Geom::D2 | Geom::D2Array => 2,
            Geom::D3 | Geom::Cube | Geom::CubeArray => 3,
        }
    }

    pub fn layered(self) -> bool {
        matches!(self, Geom::D1Array | Geom::D2Array | Geom::CubeArray)
    }
}

/// How a texture is sampled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sample {
    /// `tex1Dfetch`: an integer texel index of a linear texture.
    Fetch,
    Plain,
    /// At an explicit level of detail (`tex2DLod`).
    Level,
    /// With gradients (`tex2DGrad`): two `float`s in 1D, else two pointers to `float2` /
    /// `float4`.
    Grad,
    /// `tex2Dgather`: one component (a constant 0-3) of the four texels bilinear filtering reads.
    Gather,
}

/// One operation of `__nv_tex_surf_handler`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TexSurfOp {
    Tex(Geom, Sample),
    SurfRead(Geom),
    SurfWrite(Geom),
}

impl TexSurfOp {
    /// The operation a handler string names; `Err` with what is wrong otherwise.
    pub fn from_name(name: &str) -> Result<TexSurfOp, String> {
        if name.ends_with("_sparse") {
            return Err(format!("`{name}` (a sparse texture fetch, which reports residency) is not implemented"));
        }
        let geom = |s: &str| match s {
            "1D" => Some(Geom::D1),
            "2D" => Some(Geom::D2),
            "3D" => Some(Geom::D3),
            "Cubemap" => Some(Geom::Cube),
            "1DLayered" => Some(Geom::D1Array),
            "2DLayered" => Some(Geom::D2Array),
            "CubemapLayered" => Some(Geom::CubeArray),
            _ => None,
        };
        let unknown = || format!("`{name}` is not a texture or surface operation circlec knows");
        if let Some(rest) = name.strip_prefix("__isurf") {
            if let Some(g) = rest.strip_suffix("read").and_then(geom) {
                return Ok(TexSurfOp::SurfRead(g));
            }
            return rest.strip_suffix("write_v2").and_then(geom).map(TexSurfOp::SurfWrite).ok_or_else(unknown);
        }
        let rest = name.strip_prefix("__itex").ok_or_else(unknown)?;
        if rest == "1Dfetch" {
            return Ok(TexSurfOp::Tex(Geom::D1, Sample::Fetch));
        }
        if rest == "2Dgather" {
            return Ok(TexSurfOp::Tex(Geom::D2, Sample::Gather));
        }
        let rest = rest.strip_suffix("_v2").unwrap_or(rest);
        let (g, sample) = if let Some(g) = rest.strip_suffix("Lod") {
            (g, Sample::Level)
        } else if let Some(g) = rest.strip_suffix("Grad") {
            (g, Sample::Grad)
        } else {
            (rest, Sample::Plain)
        };
        geom(g).map(|g| TexSurfOp::Tex(g, sample)).ok_or_else(unknown)
    }

    /// The operands after `ptr` and `obj`, in the header's order.
    pub fn operands(self) -> Vec<Operand> {
        use Operand::*;
        match self {
            TexSurfOp::Tex(_, Sample::Fetch) => vec![Int],
            TexSurfOp::Tex(g, sample) => {
                let mut v = vec![Float; g.coords()];
                if g.layered() {
                    v.push(Int);
                }
                match sample {
                    Sample::Level => v.push(Float),
                    Sample::Grad if g.coords() == 1 => v.extend([Float, Float]),
                    Sample::Grad => v.extend([Gradient, Gradient]),
                    Sample::Gather => v.push(Constant),
                    _ => {}
                }
                v
            }
            TexSurfOp::SurfRead(g) | TexSurfOp::SurfWrite(g) => {
                // x (in bytes), then y, z, the layer or the cubemap face as written.
                let n = match g {
                    Geom::D1 => 1,
                    Geom::D2 | Geom::D1Array => 2,
                    Geom::D3 | Geom::D2Array | Geom::Cube | Geom::CubeArray => 3,
                };
                let mut v = vec![Int; n];
                v.push(Mode);
                v
            }
        }
    }
}

/// What one operand of the handler is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    Float,
    Int,
    /// The address of a `float2` or `float4` gradient.
    Gradient,
    /// An integer constant (`tex2Dgather`'s component).
    Constant,
    /// A `cudaSurfaceBoundaryMode` (0 zero, 1 clamp, 2 trap), as an `int`.
    Mode,
}

impl Checker<'_> {
    /// A call of `__nv_tex_surf_handler`; `None` when `name` is another function.
    pub(super) fn tex_surf_call(&mut self, name: &str, args: &[ast::ExprId], span: Span) -> Option<ExprId> {
        if name != "__nv_tex_surf_handler" {
            return None;
        }
        let mut argv = Vec::new();
        for &a in args {
            let e = self.check_expr(a);
            argv.push(e);
        }
        if argv.iter().any(|&a| self.p.types.is_error(self.p.expr(a).ty)) {
            return Some(self.error_expr(span));
        }
        let op_name = match argv.first().map(|&a| &self.p.expr(a).kind) {
            Some(ExprKind::StringLit(bytes)) => String::from_utf8_lossy(bytes).into_owned(),
            _ => {
                self.err(
                    Diagnostic::error(diags::BAD_OPERANDS, span, "`__nv_tex_surf_handler` takes the operation's name as a string literal first")
                        .with_label("no operation named"),
                );
                return Some(self.error_expr(span));
            }
        };
        let op = match TexSurfOp::from_name(&op_name) {
            Ok(op) => op,
            Err(why) => {
                self.err(Diagnostic::error(diags::UNSUPPORTED, span, why).with_label("in this texture or surface access"));
                return Some(self.error_expr(span));
            }
        };
        let operands = op.operands();
        if argv.len() != operands.len() + 3 {
            self.err(
                Diagnostic::error(
                    diags::ARG_COUNT,
                    span,
                    format!("`__nv_tex_surf_handler(\"{op_name}\", ...)` takes {} argument(s), but {} were given", operands.len() + 3, argv.len()),
                )
                .with_label("wrong number of arguments"),
            );
            return Some(self.error_expr(span));
        }
        let what = format!("`{op_name}`");
        let ptr = self.rvalue(argv[1]);
        let pointee = self.p.types.pointee(self.p.expr(ptr).ty).map(|t| self.p.types.unqual(t));
        if pointee.is_none_or(|t| !self.tex_element(t)) {
            let shown = self.type_name(self.p.expr(ptr).ty);
            self.err(
                Diagnostic::error(diags::BAD_OPERANDS, self.p.expr(ptr).span, format!("{what} reads or writes through `{shown}`, not a pointer to a scalar or a CUDA vector type"))
                    .with_label("the texel's address"),
            );
            return Some(self.error_expr(span));
        }
        let obj = self.convert_lazy(argv[2], builtin::ULONGLONG, &|| format!("the texture or surface object of {what}"));
        let mut out = vec![ptr, obj];
        for (i, (&a, kind)) in argv[3..].iter().zip(operands).enumerate() {
            let c = match kind {
                Operand::Float => self.convert_lazy(a, builtin::FLOAT, &|| format!("coordinate {} of {what}", i + 1)),
                Operand::Int | Operand::Constant | Operand::Mode => self.convert_lazy(a, builtin::INT, &|| format!("operand {} of {what}", i + 1)),
                Operand::Gradient => self.rvalue(a),
            };
            if self.p.types.is_error(self.p.expr(c).ty) {
                return Some(self.error_expr(span));
            }
            out.push(c);
        }
        Some(self.mk_call(Callee::TexSurf(op), None, out, builtin::VOID, span))
    }

    /// Whether `t` is what a texel can be: an arithmetic scalar, or a class of one to four
    /// fields of one arithmetic type (`float4`, `uchar2`).
    fn tex_element(&self, t: super::types::TypeId) -> bool {
        let scalar = |t: super::types::TypeId| self.p.types.is_integral(t) || self.p.types.is_floating(t);
        match self.p.types.record_of(t) {
            Some(r) => {
                let fields = &self.p.records[r].fields;
                (1..=4).contains(&fields.len()) && fields.iter().all(|f| f.ty == fields[0].ty && scalar(f.ty))
            }
            None => scalar(t),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(TexSurfOp::from_name("__itex2D"), Ok(TexSurfOp::Tex(Geom::D2, Sample::Plain)));
        assert_eq!(TexSurfOp::from_name("__itex1Dfetch"), Ok(TexSurfOp::Tex(Geom::D1, Sample::Fetch)));
        assert_eq!(TexSurfOp::from_name("__itexCubemapLayeredGrad_v2"), Ok(TexSurfOp::Tex(Geom::CubeArray, Sample::Grad)));
        assert_eq!(TexSurfOp::from_name("__itex2DLayeredLod"), Ok(TexSurfOp::Tex(Geom::D2Array, Sample::Level)));
        assert_eq!(TexSurfOp::from_name("__isurf2Dwrite_v2"), Ok(TexSurfOp::SurfWrite(Geom::D2)));
        assert_eq!(TexSurfOp::from_name("__isurfCubemapLayeredread"), Ok(TexSurfOp::SurfRead(Geom::CubeArray)));
        assert!(TexSurfOp::from_name("__itex2D_sparse").unwrap_err().contains("not implemented"));
        assert!(TexSurfOp::from_name("__itex4D").is_err());
    }

    #[test]
    fn operands() {
        use Operand::*;
        assert_eq!(TexSurfOp::Tex(Geom::D2Array, Sample::Level).operands(), vec![Float, Float, Int, Float]);
        assert_eq!(TexSurfOp::Tex(Geom::D3, Sample::Grad).operands(), vec![Float, Float, Float, Gradient, Gradient]);
        assert_eq!(TexSurfOp::Tex(Geom::D1, Sample::Grad).operands(), vec![Float, Float, Float]);
        assert_eq!(TexSurfOp::SurfWrite(Geom::Cube).operands(), vec![Int, Int, Int, Mode]);
        assert_eq!(TexSurfOp::SurfRead(Geom::D3).operands(), vec![Int, Int, Int, Mode]);
        assert_eq!(TexSurfOp::SurfRead(Geom::D1Array).operands(), vec![Int, Int, Mode]);
    }
}
