#include "calibration/boundedleastsquares.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace Headroom {

namespace {

using Matrix = std::vector<std::vector<double>>;

/** d r / d u by forward differences (a step that would leave the box goes backwards); a column
 *  stays zero where the residuals cannot be evaluated at the shifted point. */
Matrix jacobian(const BoundedLeastSquares &problem, const std::vector<double> &x,
                const std::vector<double> &r, const std::vector<double> &scale)
{
    const size_t n = x.size();
    Matrix jac(r.size(), std::vector<double>(n, 0));
    for (size_t j = 0; j < n; ++j) {
        double h = 1e-4 * scale[j];
        if (x[j] + h > problem.upper[j])
            h = -h;
        std::vector<double> xh = x;
        xh[j] += h;
        const auto rh = problem.residuals(xh);
        if (!rh)
            continue;
        for (size_t i = 0; i < r.size(); ++i)
            jac[i][j] = ((*rh)[i] - r[i]) / (h / scale[j]);
    }
    return jac;
}

/** The normal equations J^T J and J^T r. */
void normalEquations(const Matrix &jac, const std::vector<double> &r, Matrix &a,
                     std::vector<double> &g)
{
    const size_t n = a.size();
    for (size_t i = 0; i < r.size(); ++i) {
        for (size_t j = 0; j < n; ++j) {
            g[j] += jac[i][j] * r[i];
            for (size_t k = 0; k < n; ++k)
                a[j][k] += jac[i][j] * jac[i][k];
        }
    }
}

/** The parameters free for this step: determined by the data and not pressed against a bound;
 *  marks the determined ones. */
std::vector<size_t> freeParameters(const BoundedLeastSquares &problem, const Matrix &a,
                                   const std::vector<double> &g, const std::vector<double> &x,
                                   std::vector<bool> &determined)
{
    const size_t n = a.size();
    double largest = 0;
    for (size_t j = 0; j < n; ++j)
        largest = std::max(largest, a[j][j]);
    std::vector<size_t> free;
    for (size_t j = 0; j < n; ++j) {
        const bool sensitive = a[j][j] > 1e-10 * std::max(largest, 1e-30);
        if (sensitive)
            determined[j] = true;
        const bool atLow = x[j] <= problem.lower[j] && g[j] > 0;
        const bool atHigh = x[j] >= problem.upper[j] && g[j] < 0;
        if (sensitive && !atLow && !atHigh)
            free.push_back(j);
    }
    return free;
}

/** The damped step over the free parameters, clamped into the box; nothing when singular. */
std::optional<std::vector<double>> dampedStep(const BoundedLeastSquares &problem, const Matrix &a,
                                              const std::vector<double> &g,
                                              const std::vector<size_t> &free,
                                              const std::vector<double> &x,
                                              const std::vector<double> &scale, double lambda)
{
    Matrix m(free.size(), std::vector<double>(free.size(), 0));
    std::vector<double> b(free.size());
    for (size_t p = 0; p < free.size(); ++p) {
        for (size_t q = 0; q < free.size(); ++q)
            m[p][q] = a[free[p]][free[q]];
        m[p][p] += lambda * a[free[p]][free[p]];
        b[p] = -g[free[p]];
    }
    std::vector<double> step;
    if (!solveLinearSystem(m, b, step))
        return std::nullopt;
    std::vector<double> xNew = x;
    for (size_t p = 0; p < free.size(); ++p) {
        const size_t j = free[p];
        xNew[j] = std::clamp(x[j] + step[p] * scale[j], problem.lower[j], problem.upper[j]);
    }
    return xNew;
}

} // namespace

double sumOfSquares(const std::vector<double> &values)
{
    double s = 0;
    for (double v : values)
        s += v * v;
    return s;
}

bool solveLinearSystem(std::vector<std::vector<double>> a, std::vector<double> b,
                       std::vector<double> &x)
{
    const size_t n = b.size();
    for (size_t col = 0; col < n; ++col) {
        size_t pivot = col;
        for (size_t r = col + 1; r < n; ++r) {
            if (std::abs(a[r][col]) > std::abs(a[pivot][col]))
                pivot = r;
        }
        if (std::abs(a[pivot][col]) < 1e-300)
            return false;
        std::swap(a[pivot], a[col]);
        std::swap(b[pivot], b[col]);
        for (size_t r = col + 1; r < n; ++r) {
            const double f = a[r][col] / a[col][col];
            for (size_t c = col; c < n; ++c)
                a[r][c] -= f * a[col][c];
            b[r] -= f * b[col];
        }
    }
    x.assign(n, 0);
    for (size_t i = n; i-- > 0;) {
        double s = b[i];
        for (size_t c = i + 1; c < n; ++c)
            s -= a[i][c] * x[c];
        x[i] = s / a[i][i];
    }
    return true;
}

BoundedLeastSquaresResult minimizeBounded(const BoundedLeastSquares &problem, std::vector<double> x0)
{
    const size_t n = x0.size();
    BoundedLeastSquaresResult result;
    result.determined.assign(n, false);
    std::vector<double> scale(n);
    for (size_t j = 0; j < n; ++j)
        scale[j] = std::max({std::abs(x0[j]), 1e-3 * (problem.upper[j] - problem.lower[j]), 1e-9});
    result.x = std::move(x0);
    std::optional<std::vector<double>> r = problem.residuals(result.x);
    result.costBefore = result.costAfter = r ? sumOfSquares(*r) : 0;
    if (!r || n == 0)
        return result;
    std::vector<double> &x = result.x;
    double cost = result.costBefore;
    double lambda = 1e-3;
    Matrix jac; // [residual][parameter], d r / d u
    bool needJacobian = true;
    for (int iteration = 0; iteration < problem.maxIterations; ++iteration) {
        result.iterations = iteration + 1;
        if (needJacobian) {
            jac = jacobian(problem, x, *r, scale);
            needJacobian = false;
        }
        Matrix a(n, std::vector<double>(n, 0));
        std::vector<double> g(n, 0);
        normalEquations(jac, *r, a, g);
        const std::vector<size_t> free = freeParameters(problem, a, g, x, result.determined);
        if (free.empty())
            break;
        const auto xNew = dampedStep(problem, a, g, free, x, scale, lambda);
        if (!xNew) {
            lambda *= 10;
            continue;
        }
        const auto rNew = problem.residuals(*xNew);
        const double costNew = rNew ? sumOfSquares(*rNew) : std::numeric_limits<double>::infinity();
        if (costNew < cost) {
            const double gain = cost - costNew;
            x = *xNew;
            r = rNew;
            cost = costNew;
            lambda = std::max(lambda / 3, 1e-9);
            needJacobian = true;
            if (gain < 1e-12 * (1 + cost))
                break;
        } else {
            lambda *= 4;
            if (lambda > 1e10)
                break;
        }
    }
    result.costAfter = cost;
    return result;
}

} // namespace Headroom
