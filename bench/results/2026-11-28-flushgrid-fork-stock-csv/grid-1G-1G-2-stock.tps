sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1584.23 qps: 9540.29 (r/w/o: 0.00/6363.85/3176.44) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1788.18 qps: 10732.08 (r/w/o: 0.00/7155.72/3576.36) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1708.07 qps: 10247.45 (r/w/o: 0.00/6831.30/3416.15) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1647.83 qps: 9885.01 (r/w/o: 0.00/6589.34/3295.67) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1794.34 qps: 10765.05 (r/w/o: 0.00/7176.37/3588.68) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1915.11 qps: 11492.67 (r/w/o: 0.00/7662.45/3830.22) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1851.47 qps: 11100.85 (r/w/o: 0.00/7397.91/3702.94) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1683.89 qps: 10103.35 (r/w/o: 0.00/6735.56/3367.78) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1716.85 qps: 10293.13 (r/w/o: 0.00/6860.43/3432.70) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1841.33 qps: 11052.00 (r/w/o: 0.00/7369.34/3682.66) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1989.25 qps: 11933.50 (r/w/o: 0.00/7955.00/3978.50) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1871.02 qps: 11241.15 (r/w/o: 0.00/7498.11/3743.05) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1874.88 qps: 11249.31 (r/w/o: 0.00/7499.54/3749.77) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 2039.92 qps: 12237.50 (r/w/o: 0.00/8157.66/4079.83) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 2058.90 qps: 12346.39 (r/w/o: 0.00/8230.59/4115.80) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1898.78 qps: 11391.71 (r/w/o: 0.00/7592.14/3799.57) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1775.81 qps: 10653.87 (r/w/o: 0.00/7102.25/3551.62) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1742.66 qps: 10461.94 (r/w/o: 0.00/6976.63/3485.31) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1585.28 qps: 9503.70 (r/w/o: 0.00/6333.13/3170.57) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1887.22 qps: 11337.32 (r/w/o: 0.00/7562.88/3774.44) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 2064.70 qps: 12390.20 (r/w/o: 0.00/8260.80/4129.40) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1915.52 qps: 11485.10 (r/w/o: 0.00/7654.07/3831.03) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1984.41 qps: 11912.47 (r/w/o: 0.00/7943.65/3968.82) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1864.54 qps: 11177.22 (r/w/o: 0.00/7449.14/3728.07) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1594.97 qps: 9560.84 (r/w/o: 0.00/6369.89/3190.95) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1441.30 qps: 8666.74 (r/w/o: 0.00/5784.14/2882.60) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1617.60 qps: 9676.61 (r/w/o: 0.00/6442.41/3234.20) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1779.31 qps: 10696.92 (r/w/o: 0.00/7138.29/3558.62) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1682.07 qps: 10091.41 (r/w/o: 0.00/6727.27/3364.14) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1766.90 qps: 10609.38 (r/w/o: 0.00/7074.58/3534.79) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 2036.15 qps: 12206.90 (r/w/o: 0.00/8134.60/4072.30) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 2013.40 qps: 12071.38 (r/w/o: 0.00/8044.58/4026.79) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1868.58 qps: 11224.47 (r/w/o: 0.00/7487.31/3737.17) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 2028.37 qps: 12165.23 (r/w/o: 0.00/8108.48/4056.75) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 2115.66 qps: 12707.99 (r/w/o: 0.00/8476.66/4231.33) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1912.53 qps: 11462.18 (r/w/o: 0.00/7637.12/3825.06) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 2033.55 qps: 12213.28 (r/w/o: 0.00/8146.19/4067.09) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 2026.76 qps: 12150.57 (r/w/o: 0.00/8098.05/4052.52) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1938.55 qps: 11635.30 (r/w/o: 0.00/7758.20/3877.10) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1906.18 qps: 11438.09 (r/w/o: 0.00/7624.72/3813.36) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1864.84 qps: 11180.04 (r/w/o: 0.00/7451.35/3728.68) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1771.10 qps: 10641.58 (r/w/o: 0.00/7098.39/3543.19) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1550.54 qps: 9295.23 (r/w/o: 0.00/6195.15/3100.08) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1586.50 qps: 9519.01 (r/w/o: 0.00/6345.01/3174.00) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1530.61 qps: 9171.67 (r/w/o: 0.00/6114.45/3057.22) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           328628
        other:                           164314
        total:                           492942
    transactions:                        82157  (1825.30 per sec.)
    queries:                             492942 (10951.79 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0095s
    total number of events:              82157

Latency (ms):
         min:                                    0.82
         avg:                                    4.38
         max:                                   41.59
         95th percentile:                        9.91
         sum:                               359688.18

Threads fairness:
    events (avg/stddev):           10269.6250/45.52
    execution time (avg/stddev):   44.9610/0.01

