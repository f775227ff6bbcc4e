import Foundation

// The C library's functions for `Float16`, which Apple's Darwin overlay gives (`sin(Float16(0.5))`) and
// Linux's Glibc overlay does not. Each computes through `Float`, which holds every `Float16` exactly, and
// rounds the result to `Float16` once, as Apple's overlay does.

/// `acos` of a half-precision value, computed in single precision.
@inlinable public func acos(_ x: Float16) -> Float16 { Float16(acos(Float(x))) }

/// `acosh` of a half-precision value, computed in single precision.
@inlinable public func acosh(_ x: Float16) -> Float16 { Float16(acosh(Float(x))) }

/// `asin` of a half-precision value, computed in single precision.
@inlinable public func asin(_ x: Float16) -> Float16 { Float16(asin(Float(x))) }

/// `asinh` of a half-precision value, computed in single precision.
@inlinable public func asinh(_ x: Float16) -> Float16 { Float16(asinh(Float(x))) }

/// `atan` of a half-precision value, computed in single precision.
@inlinable public func atan(_ x: Float16) -> Float16 { Float16(atan(Float(x))) }

/// `atanh` of a half-precision value, computed in single precision.
@inlinable public func atanh(_ x: Float16) -> Float16 { Float16(atanh(Float(x))) }

/// `cbrt` of a half-precision value, computed in single precision.
@inlinable public func cbrt(_ x: Float16) -> Float16 { Float16(cbrt(Float(x))) }

/// `cos` of a half-precision value, computed in single precision.
@inlinable public func cos(_ x: Float16) -> Float16 { Float16(cos(Float(x))) }

/// `cosh` of a half-precision value, computed in single precision.
@inlinable public func cosh(_ x: Float16) -> Float16 { Float16(cosh(Float(x))) }

/// `erf` of a half-precision value, computed in single precision.
@inlinable public func erf(_ x: Float16) -> Float16 { Float16(erf(Float(x))) }

/// `erfc` of a half-precision value, computed in single precision.
@inlinable public func erfc(_ x: Float16) -> Float16 { Float16(erfc(Float(x))) }

/// `exp` of a half-precision value, computed in single precision.
@inlinable public func exp(_ x: Float16) -> Float16 { Float16(exp(Float(x))) }

/// `exp2` of a half-precision value, computed in single precision.
@inlinable public func exp2(_ x: Float16) -> Float16 { Float16(exp2(Float(x))) }

/// `expm1` of a half-precision value, computed in single precision.
@inlinable public func expm1(_ x: Float16) -> Float16 { Float16(expm1(Float(x))) }

/// The logarithm of the absolute value of the gamma function of a half-precision value, and the sign of
/// gamma (1 or -1), computed in single precision: the pair Apple's overlay gives for every float type.
@inlinable public func lgamma(_ x: Float16) -> (Float16, Int) {
    let (value, sign) = lgamma(Float(x))
    return (Float16(value), sign)
}

/// `log` of a half-precision value, computed in single precision.
@inlinable public func log(_ x: Float16) -> Float16 { Float16(log(Float(x))) }

/// `log10` of a half-precision value, computed in single precision.
@inlinable public func log10(_ x: Float16) -> Float16 { Float16(log10(Float(x))) }

/// `log1p` of a half-precision value, computed in single precision.
@inlinable public func log1p(_ x: Float16) -> Float16 { Float16(log1p(Float(x))) }

/// `log2` of a half-precision value, computed in single precision.
@inlinable public func log2(_ x: Float16) -> Float16 { Float16(log2(Float(x))) }

/// `logb` of a half-precision value, computed in single precision.
@inlinable public func logb(_ x: Float16) -> Float16 { Float16(logb(Float(x))) }

/// `nearbyint` of a half-precision value, computed in single precision.
@inlinable public func nearbyint(_ x: Float16) -> Float16 { Float16(nearbyint(Float(x))) }

/// `rint` of a half-precision value, computed in single precision.
@inlinable public func rint(_ x: Float16) -> Float16 { Float16(rint(Float(x))) }

/// `sin` of a half-precision value, computed in single precision.
@inlinable public func sin(_ x: Float16) -> Float16 { Float16(sin(Float(x))) }

/// `sinh` of a half-precision value, computed in single precision.
@inlinable public func sinh(_ x: Float16) -> Float16 { Float16(sinh(Float(x))) }

/// `tan` of a half-precision value, computed in single precision.
@inlinable public func tan(_ x: Float16) -> Float16 { Float16(tan(Float(x))) }

/// `tanh` of a half-precision value, computed in single precision.
@inlinable public func tanh(_ x: Float16) -> Float16 { Float16(tanh(Float(x))) }

/// `tgamma` of a half-precision value, computed in single precision.
@inlinable public func tgamma(_ x: Float16) -> Float16 { Float16(tgamma(Float(x))) }

/// `atan2` of two half-precision values, computed in single precision.
@inlinable public func atan2(_ x: Float16, _ y: Float16) -> Float16 { Float16(atan2(Float(x), Float(y))) }

/// `copysign` of two half-precision values, computed in single precision.
@inlinable public func copysign(_ x: Float16, _ y: Float16) -> Float16 { Float16(copysign(Float(x), Float(y))) }

/// `fdim` of two half-precision values, computed in single precision.
@inlinable public func fdim(_ x: Float16, _ y: Float16) -> Float16 { Float16(fdim(Float(x), Float(y))) }

/// `fmax` of two half-precision values, computed in single precision.
@inlinable public func fmax(_ x: Float16, _ y: Float16) -> Float16 { Float16(fmax(Float(x), Float(y))) }

/// `fmin` of two half-precision values, computed in single precision.
@inlinable public func fmin(_ x: Float16, _ y: Float16) -> Float16 { Float16(fmin(Float(x), Float(y))) }

/// `hypot` of two half-precision values, computed in single precision.
@inlinable public func hypot(_ x: Float16, _ y: Float16) -> Float16 { Float16(hypot(Float(x), Float(y))) }

/// `nextafter` of two half-precision values, computed in single precision.
@inlinable public func nextafter(_ x: Float16, _ y: Float16) -> Float16 { Float16(nextafter(Float(x), Float(y))) }

/// `pow` of two half-precision values, computed in single precision.
@inlinable public func pow(_ x: Float16, _ y: Float16) -> Float16 { Float16(pow(Float(x), Float(y))) }
