#pragma once

#include <functional>
#include <optional>
#include <vector>

namespace Headroom {

/** A nonlinear least-squares problem over parameters held between bounds: residuals(x) gives
 *  the residual vector at x, or nothing where the model cannot be evaluated there. */
struct BoundedLeastSquares
{
    std::function<std::optional<std::vector<double>>(const std::vector<double> &)> residuals;
    std::vector<double> lower;
    std::vector<double> upper;
    int maxIterations = 60;
};

struct BoundedLeastSquaresResult
{
    std::vector<double> x; // the minimum found (x0 when nothing could be improved)
    std::vector<bool> determined; // the residuals depend on the parameter somewhere on the way
    int iterations = 0;
    double costBefore = 0; // sum of squared residuals at x0 (0 when they cannot be evaluated)
    double costAfter = 0;
};

/** Bounded Levenberg-Marquardt in scaled coordinates (x = u x scale, scale from x0 and the
 *  bounds): forward-difference Jacobian, a parameter at a bound with the gradient pushing out of
 *  the box or one the residuals do not depend on is held for the step, the damping shrinks on
 *  success (/3) and grows on failure (x4). Deterministic. */
BoundedLeastSquaresResult minimizeBounded(const BoundedLeastSquares &problem,
                                          std::vector<double> x0);

/** Solves a x = b (n <= a dozen) by Gaussian elimination with partial pivoting; false when
 *  singular. */
bool solveLinearSystem(std::vector<std::vector<double>> a, std::vector<double> b,
                       std::vector<double> &x);

double sumOfSquares(const std::vector<double> &values);

} // namespace Headroom
