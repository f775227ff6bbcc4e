import Foundation

/// Distances on the WGS 84 ellipsoid, the earth's shape that GPS and Core Location use.
enum Geodesic {
    /// The ellipsoid's semi-major axis in meters and its flattening.
    static let equatorialRadius = 6_378_137.0
    static let flattening = 1 / 298.257_223_563
    static var polarRadius: Double { equatorialRadius * (1 - flattening) }
    /// The mean radius (2a + b) / 3, for the sphere used where the ellipsoid's formula does not settle.
    static var meanRadius: Double { (2 * equatorialRadius + polarRadius) / 3 }

    /// The length of the shortest path between two points on the ellipsoid, by Vincenty's inverse formula. For two
    /// points nearly opposite each other, where it does not converge, the great-circle distance on the mean sphere
    /// (off by at most a few tenths of a percent there). Invalid coordinates give NaN rather than a wrong number.
    static func distance(from start: CLLocationCoordinate2D, to end: CLLocationCoordinate2D) -> Double {
        guard CLLocationCoordinate2DIsValid(start), CLLocationCoordinate2DIsValid(end) else { return .nan }
        if start.latitude == end.latitude && start.longitude == end.longitude { return 0 }
        let a = equatorialRadius, b = polarRadius, f = flattening
        let radians = Double.pi / 180
        let reducedStart = atan((1 - f) * tan(start.latitude * radians))
        let reducedEnd = atan((1 - f) * tan(end.latitude * radians))
        let longitudeDifference = (end.longitude - start.longitude) * radians
        let (sinU1, cosU1) = (sin(reducedStart), cos(reducedStart))
        let (sinU2, cosU2) = (sin(reducedEnd), cos(reducedEnd))
        var lambda = longitudeDifference
        for _ in 0..<200 {
            let (sinLambda, cosLambda) = (sin(lambda), cos(lambda))
            let sinSigma = sqrt(pow(cosU2 * sinLambda, 2) + pow(cosU1 * sinU2 - sinU1 * cosU2 * cosLambda, 2))
            if sinSigma == 0 { return 0 }
            let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            let sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            let cosSquaredAlpha = 1 - sinAlpha * sinAlpha
            // On the equator cos²α is 0 and the term that divides by it is 0 too.
            let cos2SigmaM = cosSquaredAlpha == 0 ? 0 : cosSigma - 2 * sinU1 * sinU2 / cosSquaredAlpha
            let c = f / 16 * cosSquaredAlpha * (4 + f * (4 - 3 * cosSquaredAlpha))
            let previous = lambda
            lambda =
                longitudeDifference + (1 - c) * f * sinAlpha
                * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            if abs(lambda - previous) < 1e-12 {
                let uSquared = cosSquaredAlpha * (a * a - b * b) / (b * b)
                let bigA = 1 + uSquared / 16384 * (4096 + uSquared * (-768 + uSquared * (320 - 175 * uSquared)))
                let bigB = uSquared / 1024 * (256 + uSquared * (-128 + uSquared * (74 - 47 * uSquared)))
                let deltaSigma =
                    bigB * sinSigma
                    * (cos2SigmaM + bigB / 4
                        * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) - bigB / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma)
                            * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
                return b * bigA * (sigma - deltaSigma)
            }
        }
        return greatCircleDistance(from: start, to: end)
    }

    /// The haversine distance on the sphere of the ellipsoid's mean radius.
    static func greatCircleDistance(from start: CLLocationCoordinate2D, to end: CLLocationCoordinate2D) -> Double {
        let radians = Double.pi / 180
        let deltaLatitude = (end.latitude - start.latitude) * radians
        let deltaLongitude = (end.longitude - start.longitude) * radians
        let h =
            pow(sin(deltaLatitude / 2), 2) + cos(start.latitude * radians) * cos(end.latitude * radians) * pow(sin(deltaLongitude / 2), 2)
        return 2 * meanRadius * asin(min(1, sqrt(h)))
    }
}
